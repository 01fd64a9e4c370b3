import { z } from "zod";
import { env } from "@/lib/config/env";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";

// One Z-API instance over HTTP (developer.z-api.io): paths carry the instance id and its token,
// the account's security token goes in the Client-Token header when the account has one. Both
// tokens stay out of every error message, so nothing that logs an error can leak them.

export type ZapiCredentials = { instanceId: string; token: string; clientToken?: string | null };
export type ZapiSendOptions = { caption?: string; messageId?: string };

/** A Z-API call that failed: the spec's code for what was attempted, and Z-API's status if it answered. */
export class ZapiError extends AppError {
  constructor(
    code: ErrorCode,
    readonly operation: string,
    readonly httpStatus?: number,
  ) {
    super(code, httpStatus ? `Z-API ${operation} answered HTTP ${httpStatus}` : `Z-API ${operation} failed`);
    this.name = "ZapiError";
  }
}

// Media travels base64-encoded in the request body, so uploads get a generous limit.
const TIMEOUT_MS = 60_000;

const sentSchema = z.object({ zaapId: z.string(), messageId: z.string().min(1), id: z.string().optional() });
const statusSchema = z.object({
  connected: z.boolean(),
  smartphoneConnected: z.boolean().optional(),
  error: z.string().optional(),
});
// GET /me: `due` is when the instance expires (a Unix time, in seconds in the docs' example and in
// milliseconds in other answers) and `paymentStatus` its payment state, whose values are not listed.
const instanceSchema = z.object({ due: z.number().nullish(), paymentStatus: z.string().nullish() });
// A data URL while the instance waits to be paired; an instance already paired answers connected.
const qrSchema = z.union([z.object({ value: z.string().min(1) }), z.object({ connected: z.literal(true) })]);
// contacts/get-iswhatsapp and contacts/get-profile-picture show the answer as an object in one
// version of the docs and as a one-element array in another: both are accepted.
const objectOrSingleton = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);
const existsSchema = objectOrSingleton(z.object({ exists: z.boolean(), phone: z.string().nullish() }));
const pictureSchema = objectOrSingleton(z.object({ link: z.string().nullish() }));

type Call = {
  operation: string;
  code: ErrorCode;
  method?: "GET" | "POST" | "DELETE";
  query?: Record<string, string>;
  body?: unknown;
};

async function fetchOrFail(url: URL, init: RequestInit, code: ErrorCode, operation: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ZapiError(code, operation);
  }
  if (!res.ok) throw new ZapiError(code, operation, res.status);
  return res;
}

export function zapiClient(credentials: ZapiCredentials) {
  const base = [
    env().ZAPI_BASE_URL.replace(/\/+$/, ""),
    "instances",
    encodeURIComponent(credentials.instanceId),
    "token",
    encodeURIComponent(credentials.token),
  ].join("/");

  async function request(path: string, call: Call): Promise<Response> {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
    const headers = new Headers();
    if (credentials.clientToken) headers.set("Client-Token", credentials.clientToken);
    if (call.body !== undefined) headers.set("Content-Type", "application/json");
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    return fetchOrFail(url, { method: call.method ?? "GET", headers, body }, call.code, call.operation);
  }

  async function json<S extends z.ZodType>(path: string, schema: S, call: Call): Promise<z.infer<S>> {
    const res = await request(path, call);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new ZapiError(call.code, `${call.operation} (unexpected answer)`, res.status);
    return parsed.data;
  }

  const send = (path: string, body: Record<string, unknown>) =>
    json(path, sentSchema, { operation: path.split("/")[0], code: "ERR_SENDING_WAPP_MSG", method: "POST", body });

  return {
    qrCodeImage: () => json("qr-code/image", qrSchema, { operation: "qr-code", code: "ERR_WAPP_NOT_INITIALIZED" }),
    status: () => json("status", statusSchema, { operation: "status", code: "ERR_WAPP_NOT_INITIALIZED" }),
    /** The instance's data at Z-API: its due date and payment state. */
    instance: () => json("me", instanceSchema, { operation: "me", code: "ERR_WAPP_NOT_INITIALIZED" }),
    sendText: (phone: string, message: string, options: Pick<ZapiSendOptions, "messageId"> = {}) =>
      send("send-text", { phone, message, messageId: options.messageId }),
    /** `image`, `video`, `audio` and `document`: a link or a base64 data URL. */
    sendImage: (phone: string, image: string, options: ZapiSendOptions = {}) =>
      send("send-image", { phone, image, ...options }),
    sendVideo: (phone: string, video: string, options: ZapiSendOptions = {}) =>
      send("send-video", { phone, video, ...options }),
    sendAudio: (phone: string, audio: string, options: Pick<ZapiSendOptions, "messageId"> = {}) =>
      send("send-audio", { phone, audio, messageId: options.messageId }),
    sendDocument: (
      phone: string,
      extension: string,
      document: string,
      options: { fileName?: string; messageId?: string } = {},
    ) => send(`send-document/${encodeURIComponent(extension)}`, { phone, document, ...options }),
    /** `owner`: true for a message this instance sent, false for one it received. */
    deleteMessage: async (phone: string, messageId: string, owner: boolean) => {
      const query = { messageId, phone, owner: String(owner) };
      await request("messages", { operation: "delete message", code: "ERR_DELETE_WAPP_MSG", method: "DELETE", query });
    },
    disconnect: async () => {
      await request("disconnect", { operation: "disconnect", code: "ERR_WAPP_NOT_INITIALIZED" });
    },
    restart: async () => {
      await request("restart", { operation: "restart", code: "ERR_WAPP_NOT_INITIALIZED" });
    },
    phoneExists: (phone: string) =>
      json(`phone-exists/${encodeURIComponent(phone)}`, existsSchema, {
        operation: "phone-exists",
        code: "ERR_WAPP_CHECK_CONTACT",
      }),
    profilePicture: async (phone: string) => {
      const call: Call = { operation: "profile-picture", code: "ERR_WAPP_CHECK_CONTACT", query: { phone } };
      return (await json("profile-picture", pictureSchema, call)).link || undefined;
    },
  };
}

export type ZapiClient = ReturnType<typeof zapiClient>;
