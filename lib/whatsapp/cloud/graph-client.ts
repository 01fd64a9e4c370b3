import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { MediaTooLargeError } from "@/lib/media/byte-limit";

// Meta's Graph API for one WhatsApp Cloud API number (WHATSAPP_CLOUD_API_URL, with its version).
// The access token goes only in the Authorization header, so no URL, log line or error carries it.

export type CloudCredentials = { phoneNumberId: string; businessAccountId?: string | null; accessToken: string };

/** A Graph API call that failed: the spec's code for what was attempted, and Meta's own error code. */
export class CloudApiError extends AppError {
  constructor(
    code: ErrorCode,
    readonly operation: string,
    readonly httpStatus?: number,
    readonly graphCode?: number,
    graphMessage?: string,
  ) {
    super(
      code,
      `Cloud API ${operation} ${httpStatus ? `answered HTTP ${httpStatus}${graphCode ? ` (${graphCode}: ${graphMessage})` : ""}` : "failed"}`,
    );
    this.name = "CloudApiError";
  }
}

const TIMEOUT_MS = 60_000;
/** Meta's error for a free message after the 24-hour window ("Re-engagement message"). */
export const WINDOW_CLOSED_CODE = 131047;
const MAX_TEMPLATE_PAGES = 10;

const errorSchema = z.object({ error: z.object({ message: z.string().optional(), code: z.number().optional() }) });
const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const phoneSchema = z.object({
  id: z.string(),
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
});
const uploadedSchema = z.object({ id: z.string().min(1) });
const mediaSchema = z.object({
  url: z.url(),
  mime_type: z.string(),
  file_size: z.coerce.number().optional(),
  id: z.string(),
});
const templateSchema = z.looseObject({
  name: z.string(),
  language: z.string(),
  status: z.string(),
  category: z.string().optional(),
  parameter_format: z.string().optional(),
  components: z
    .array(z.looseObject({ type: z.string(), format: z.string().optional(), text: z.string().optional() }))
    .default([]),
});
const templatePageSchema = z.object({
  data: z.array(templateSchema),
  paging: z.object({ next: z.string().optional() }).optional(),
});

export type GraphTemplate = z.infer<typeof templateSchema>;

type Call = {
  operation: string;
  code: ErrorCode;
  method?: "GET" | "POST";
  body?: BodyInit;
  json?: unknown;
  signal?: AbortSignal;
};

/** A download's stream, aborted when no byte came for TIMEOUT_MS: a large file may take long, a stalled one may not. */
function idleAbort() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const watch = (body: WebStream) =>
    pipeline(
      Readable.fromWeb(body),
      new Transform({ transform: (chunk, _encoding, done) => (timer.refresh(), done(null, chunk)) }),
      () => clearTimeout(timer),
    );
  return { signal: controller.signal, watch };
}

export function graphClient(credentials: CloudCredentials) {
  const base = env().WHATSAPP_CLOUD_API_URL.replace(/\/+$/, "");
  const auth = { Authorization: `Bearer ${credentials.accessToken}` };

  async function request(url: URL, call: Call): Promise<Response> {
    const headers: Record<string, string> = { ...auth };
    if (call.json !== undefined) headers["Content-Type"] = "application/json";
    const body = call.json !== undefined ? JSON.stringify(call.json) : call.body;
    let res: Response;
    try {
      res = await fetch(url, {
        method: call.method ?? "GET",
        headers,
        body,
        signal: call.signal ?? AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CloudApiError(call.code, call.operation);
    }
    if (res.ok) return res;
    const error = errorSchema.safeParse(await res.json().catch(() => undefined));
    const graphCode = error.data?.error.code;
    // Meta's "Re-engagement message": the 24-hour window closed before the send reached it.
    const code =
      graphCode === WINDOW_CLOSED_CODE && call.code === "ERR_SENDING_WAPP_MSG"
        ? "ERR_WHATSAPP_WINDOW_CLOSED"
        : call.code;
    throw new CloudApiError(code, call.operation, res.status, graphCode, error.data?.error.message);
  }

  async function json<S extends z.ZodType>(path: string | URL, schema: S, call: Call): Promise<z.infer<S>> {
    const res = await request(typeof path === "string" ? new URL(`${base}/${path}`) : path, call);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new CloudApiError(call.code, `${call.operation} (unexpected answer)`, res.status);
    return parsed.data;
  }

  const number = encodeURIComponent(credentials.phoneNumberId);

  return {
    /** The number as Meta knows it: a valid token and id answer, anything else throws. */
    phoneNumber: () =>
      json(`${number}?fields=display_phone_number,verified_name`, phoneSchema, {
        operation: "phone number",
        code: "ERR_WAPP_NOT_INITIALIZED",
      }),
    /** POST /{phoneNumberId}/messages with a message object; answers the message's wamid. */
    async sendMessage(message: Record<string, unknown>) {
      const call: Call = {
        operation: "send",
        code: "ERR_SENDING_WAPP_MSG",
        method: "POST",
        json: { messaging_product: "whatsapp", ...message },
      };
      return { id: (await json(`${number}/messages`, sentSchema, call)).messages[0].id };
    },
    /** Uploads a file to send (POST /{phoneNumberId}/media, multipart); answers its media id. */
    async uploadMedia(data: Buffer, mimetype: string, fileName: string) {
      const form = new FormData();
      form.set("messaging_product", "whatsapp");
      form.set("type", mimetype);
      form.set("file", new Blob([new Uint8Array(data)], { type: mimetype }), fileName);
      return (
        await json(`${number}/media`, uploadedSchema, {
          operation: "media upload",
          code: "ERR_SENDING_WAPP_MSG",
          method: "POST",
          body: form,
        })
      ).id;
    },
    /**
     * A received file, by its media id: Meta answers a short-lived URL and the declared size, then
     * the file itself is downloaded with the same bearer token. A declared size over maxBytes is
     * refused before downloading; the store cuts off anything longer than declared.
     */
    async openMedia(mediaId: string, maxBytes: number): Promise<Readable> {
      const info = await json(`${encodeURIComponent(mediaId)}?phone_number_id=${number}`, mediaSchema, {
        operation: "media url",
        code: "ERR_WAPP_DOWNLOAD_MEDIA",
      });
      if ((info.file_size ?? 0) > maxBytes) throw new MediaTooLargeError(maxBytes);
      const idle = idleAbort();
      const res = await request(new URL(info.url), {
        operation: "media download",
        code: "ERR_WAPP_DOWNLOAD_MEDIA",
        signal: idle.signal,
      });
      if (!res.body) throw new CloudApiError("ERR_WAPP_DOWNLOAD_MEDIA", "media download", res.status);
      if (Number(res.headers.get("content-length") ?? 0) > maxBytes) {
        await res.body.cancel();
        throw new MediaTooLargeError(maxBytes);
      }
      return idle.watch(res.body as WebStream);
    },
    /** The business account's templates, following Meta's paging (only links to the same API). */
    async templates(): Promise<GraphTemplate[]> {
      const account = encodeURIComponent(credentials.businessAccountId ?? "");
      let url: URL | undefined = new URL(
        `${base}/${account}/message_templates?fields=name,language,status,category,parameter_format,components&limit=100`,
      );
      const all: GraphTemplate[] = [];
      for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page++) {
        const answer: z.infer<typeof templatePageSchema> = await json(url, templatePageSchema, {
          operation: "templates",
          code: "ERR_WAPP_NOT_INITIALIZED",
        });
        all.push(...answer.data);
        const next: URL | undefined = answer.paging?.next ? new URL(answer.paging.next) : undefined;
        url = next && next.origin === new URL(base).origin ? next : undefined;
      }
      return all;
    },
  };
}

export type GraphClient = ReturnType<typeof graphClient>;
