import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for Meta's Graph API (graph.facebook.com) on 127.0.0.1, answering with the shapes of
// the Cloud API reference: sends, media upload, media URL and download, the number, the templates.
// Point WHATSAPP_CLOUD_API_URL at `api`. It also posts webhooks the way Meta does (`webhook`).

export const CLOUD = {
  phoneNumberId: "106540352242922",
  businessAccountId: "102290129340398",
  accessToken: "EAAGm0PX4ZCpsBAAtoken",
  appSecret: "meta-app-secret-0123456789",
  verifyToken: "verify-me-please",
  displayNumber: "+55 11 4000-1234",
};

export type GraphRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
};
type Answer = { status: number; body?: unknown; type?: string };

/** Meta's error body (Graph API errors reference). */
export const graphError = (code: number, message: string, status = 400): Answer => ({
  status,
  body: { error: { message, type: "OAuthException", code, error_subcode: 2494010, fbtrace_id: "AbCdEfGhIjK" } },
});

export const TEMPLATES = [
  {
    name: "retomar_atendimento",
    language: "pt_BR",
    status: "APPROVED",
    category: "UTILITY",
    id: "1180437712",
    components: [
      {
        type: "BODY",
        text: "Olá {{1}}, podemos retomar seu atendimento sobre {{2}}?",
        example: { body_text: [["Maria", "o pedido"]] },
      },
    ],
  },
  {
    name: "boas_vindas",
    language: "en_US",
    status: "APPROVED",
    category: "MARKETING",
    id: "1180437713",
    components: [
      { type: "HEADER", format: "TEXT", text: "Welcome" },
      { type: "BODY", text: "Thanks for writing to us." },
      { type: "FOOTER", text: "Atende" },
    ],
  },
  {
    name: "em_revisao",
    language: "pt_BR",
    status: "PENDING",
    category: "UTILITY",
    id: "1180437714",
    components: [{ type: "BODY", text: "Aguarde" }],
  },
];

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (!bytes.length) return undefined;
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await new Request("http://stand-in/", {
      method: "POST",
      headers: { "content-type": type },
      body: bytes,
    }).formData();
    const file = form.get("file") as File;
    return {
      messaging_product: form.get("messaging_product"),
      type: form.get("type"),
      file: { name: file.name, type: file.type, size: file.size },
    };
  }
  return type.includes("json") ? JSON.parse(bytes.toString()) : bytes.toString();
}

/** `unref`: the stand-in does not keep the process alive (a suite that cannot close it). */
export async function startFakeGraphApi(options: { unref?: boolean } = {}) {
  const requests: GraphRequest[] = [];
  const failures: Answer[] = [];
  const files = new Map<string, { data: Buffer; mimeType: string }>();
  const answered: { body: Record<string, unknown>; id: string }[] = [];
  let sent = 0;
  let url = "";

  function answer(
    method: string,
    path: string,
    query: Record<string, string>,
    headers: IncomingHttpHeaders,
    body: unknown,
  ): Answer {
    if (headers.authorization !== `Bearer ${CLOUD.accessToken}`)
      return graphError(190, "Invalid OAuth access token - Cannot parse access token", 401);
    const download = /^\/download\/(.+)$/.exec(path);
    if (download) {
      const file = files.get(download[1]);
      return file ? { status: 200, body: file.data, type: file.mimeType } : graphError(100, "Not found", 404);
    }
    const [version, first, second] = path.split("/").slice(1);
    if (version !== "v21.0") return graphError(2500, "Unknown path components", 400);
    if (method === "POST" && first === CLOUD.phoneNumberId && second === "messages") {
      const to = (body as { to: string }).to;
      const id = `wamid.HBgN${++sent}`;
      answered.push({ body: body as Record<string, unknown>, id });
      return {
        status: 200,
        body: { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id }] },
      };
    }
    if (method === "POST" && first === CLOUD.phoneNumberId && second === "media")
      return { status: 200, body: { id: `9900${++sent}` } };
    if (method === "GET" && first === CLOUD.phoneNumberId && !second) {
      return {
        status: 200,
        body: { display_phone_number: CLOUD.displayNumber, verified_name: "Atende", id: CLOUD.phoneNumberId },
      };
    }
    if (method === "GET" && first === CLOUD.businessAccountId && second === "message_templates") {
      // Two pages, joined by Meta's paging.next.
      const page = query.after === "page2" ? TEMPLATES.slice(2) : TEMPLATES.slice(0, 2);
      const next =
        query.after === "page2"
          ? {}
          : { next: `${url}/v21.0/${CLOUD.businessAccountId}/message_templates?limit=2&after=page2` };
      return { status: 200, body: { data: page, paging: { cursors: { before: "QVFI", after: "page2" }, ...next } } };
    }
    const file = method === "GET" && !second ? files.get(first) : undefined;
    if (file) {
      const info = {
        url: `${url}/download/${first}`,
        mime_type: file.mimeType,
        sha256: "4f3c",
        file_size: file.data.length,
        id: first,
      };
      return { status: 200, body: { messaging_product: "whatsapp", ...info } };
    }
    return graphError(100, `Unsupported ${method} request. Object with ID '${first}' does not exist`, 400);
  }

  function reply(res: ServerResponse, { status, body, type }: Answer) {
    if (Buffer.isBuffer(body))
      res
        .writeHead(status, { "content-type": type ?? "application/octet-stream", "content-length": body.length })
        .end(body);
    else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body ?? {}));
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const parsed = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const query = Object.fromEntries(parsed.searchParams);
    const body = await readBody(req);
    requests.push({ method, path: parsed.pathname, query, headers: req.headers, body });
    res.shouldKeepAlive = false;
    reply(res, failures.shift() ?? answer(method, parsed.pathname, query, req.headers, body));
  };
  // A request its client abandoned has no answer to wait for.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  if (options.unref) server.unref();
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** WHATSAPP_CLOUD_API_URL for this stand-in. */
    api: `${url}/v21.0`,
    requests,
    /** The message sends received, in order. */
    sends: () =>
      requests
        .filter((r) => r.method === "POST" && r.path.endsWith("/messages"))
        .map((r) => r.body as Record<string, unknown>),
    /** The wamid Meta answered for the first send whose body matches. */
    wamidOf: (matches: (body: Record<string, unknown>) => boolean) => answered.find((send) => matches(send.body))?.id,
    /** A file a contact sent, kept at Meta under a media id. */
    addMedia: (id: string, data: Buffer, mimeType: string) => void files.set(id, { data, mimeType }),
    /** The next request gets this answer instead of the documented one. */
    failNext: (answer: Answer) => failures.push(answer),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;

/** Meta's webhook envelope around one change of the messages field of the stand-in's number. */
export function webhookBody(
  value: { contacts?: unknown[]; messages?: unknown[]; statuses?: unknown[] },
  phoneNumberId = CLOUD.phoneNumberId,
) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: CLOUD.businessAccountId,
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "551140001234", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A contact's text as Meta posts it. */
export function inboundText(from: string, id: string, body: string, name = "Maria Souza") {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return webhookBody({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id, timestamp, type: "text", text: { body } }],
  });
}

/** A status of one of our messages as Meta posts it. */
export function statusOf(
  id: string,
  status: "sent" | "delivered" | "read" | "failed",
  recipient: string,
  errors?: unknown[],
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return webhookBody({ statuses: [{ id, status, timestamp, recipient_id: recipient, ...(errors ? { errors } : {}) }] });
}

/** X-Hub-Signature-256 of a body, as Meta signs it with the app secret. */
export const signatureOf = (raw: string, secret = CLOUD.appSecret) =>
  `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
