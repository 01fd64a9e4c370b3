import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for api.z-api.io on 127.0.0.1: records every request and answers with the shapes the
// docs show. Point ZAPI_BASE_URL at `url`. Media files are served under /media/{name}.

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
};

type Answer = { status: number; body?: unknown };

export const FAKE_QR =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

const DAY_MS = 86_400_000;

/** Z-API's status webhooks (on-webhook-connected, on-whatsapp-disconnected), shaped as its docs show them. */
export const zapiStatusCallbacks = {
  connected: (phone: string, instanceId = "INSTANCE") => ({
    type: "ConnectedCallback",
    connected: true,
    momment: Date.now(),
    instanceId,
    phone,
  }),
  disconnected: (instanceId = "INSTANCE") => ({
    momment: Date.now(),
    error: "Device has been disconnected",
    disconnected: true,
    type: "DisconnectedCallback",
    instanceId,
  }),
};

export async function startFakeZapi() {
  const requests: RecordedRequest[] = [];
  const failures: Answer[] = [];
  let connected = false;
  // The instance's subscription (GET /me): paid for a month, until `expire()`.
  let due = Date.now() + 30 * DAY_MS;
  let sent = 0;
  let held: Promise<void> | undefined;

  function answer(method: string, path: string, query: Record<string, string>): Answer {
    const media = /^\/media\/(.+)$/.exec(path);
    if (media) return { status: 200, body: Buffer.from(`media:${media[1]}`) };
    const action = /^\/instances\/[^/]+\/token\/[^/]+\/(.+)$/.exec(path)?.[1] ?? "";
    if (method === "POST" && action.startsWith("send-")) {
      const messageId = `3EB0FAKE${++sent}`;
      return { status: 200, body: { zaapId: `ZAAP${sent}`, messageId, id: messageId } };
    }
    const phone = /^phone-exists\/(\d+)$/.exec(action)?.[1];
    // Numbers starting with 0 have no WhatsApp account here.
    if (phone) return { status: 200, body: { exists: !phone.startsWith("0"), phone, lid: `${phone}@lid` } };
    switch (`${method} ${action}`) {
      case "GET qr-code/image":
        return { status: 200, body: connected ? { connected: true } : { value: FAKE_QR } };
      case "GET me":
        return {
          status: 200,
          body: {
            id: "INSTANCE",
            name: "Atende",
            due,
            connected,
            paymentStatus: due > Date.now() ? "paid" : "overdue",
            created: "2026-01-01T00:00:00.000Z",
            receivedCallbackUrl: null,
            receiveCallbackSentByMe: false,
          },
        };
      case "GET status":
        return {
          status: 200,
          body: {
            connected,
            session: connected,
            smartphoneConnected: connected,
            ...(connected ? {} : { error: "You are not connected." }),
          },
        };
      case "DELETE messages":
        return { status: 204 };
      case "GET disconnect":
        connected = false;
        return { status: 200, body: { value: true } };
      case "GET restart":
        return { status: 200, body: { value: true } };
      case "GET profile-picture":
        return { status: 200, body: { link: `https://pps.whatsapp.net/v/${query.phone}.jpg` } };
      default:
        return { status: 404, body: { error: "Not found" } };
    }
  }

  function reply(res: ServerResponse, { status, body }: Answer) {
    if (Buffer.isBuffer(body)) res.writeHead(status, { "content-type": "application/octet-stream" }).end(body);
    else if (body === undefined) res.writeHead(status).end();
    else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method, path: url.pathname, query, headers: req.headers, body: await readBody(req) });
    if (held && method === "POST" && /\/send-/.test(url.pathname)) await held;
    reply(res, failures.shift() ?? answer(method, url.pathname, query));
  };
  // A request its client abandoned has no answer to wait for.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** The last request received. */
    last: () => requests[requests.length - 1],
    /** As if the QR had been read: status and QR calls now report a paired instance. */
    pair: () => {
      connected = true;
    },
    /** As if the instance's subscription had lapsed yesterday: GET /me answers a past due date. */
    expire: () => {
      due = Date.now() - DAY_MS;
    },
    /** Paid again for a month. */
    renew: () => {
      due = Date.now() + 30 * DAY_MS;
    },
    /** Sends are received but not answered until the returned function is called (a slow network). */
    holdSends: () => {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    /** The next request gets this answer instead of the documented one. */
    failNext: (status: number, body: unknown = { error: "failed" }) => failures.push({ status, body }),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeZapi = Awaited<ReturnType<typeof startFakeZapi>>;
