import http from "node:http";
import https from "node:https";
import { isPublicAddress, publicOnlyLookup } from "@/lib/utils/public-address";
import { literalAddressOf, mayBePrivate } from "./webhook-url";

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What one try gave: the receiver's status, or why there was none. */
export type PostOutcome = { status: number; latencyMs: number } | { error: string; latencyMs: number };

class NonPublicAddressError extends Error {}

const publicOnly = publicOnlyLookup(
  (hostname) => new NonPublicAddressError(`${hostname} resolves to a non-public address`),
);

// Connections are kept between deliveries to one receiver: a new connection per delivery cost
// more CPU than the rest of the try. A kept connection the receiver closes is dropped before the
// idle time its Keep-Alive header announces (Node's agent reads the hint).
const agentOptions = { keepAlive: true, maxSockets: 32, maxFreeSockets: 8 };
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

/** A kept connection the receiver closed as this request went out: sent again on a new one. */
const closedUnderfoot = (request: http.ClientRequest, error: NodeJS.ErrnoException) =>
  request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");

/**
 * POSTs a signed body, connecting only to public addresses (checked at connect time) unless
 * WEBHOOK_PRIVATE_HOSTS lists the host. A redirect is an answer like any other: not followed.
 * The whole exchange has WEBHOOK_TIMEOUT_MS; the answer's body is read and dropped.
 */
export function postWebhook(link: string, body: string, headers: Record<string, string>): Promise<PostOutcome> {
  const url = new URL(link);
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  const anyAddress = mayBePrivate(url);
  const literal = literalAddressOf(url);
  if (!anyAddress && literal && !isPublicAddress(literal)) {
    return Promise.resolve({ error: `${literal} is not a public address`, latencyMs: 0 });
  }
  const [client, agent] = url.protocol === "https:" ? [https, httpsAgent] : [http, httpAgent];
  const send = (resolve: (outcome: PostOutcome) => void, again: boolean) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: anyAddress ? undefined : publicOnly,
        agent,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, latencyMs: latencyMs() }));
        response.on("error", (error) => resolve({ error: error.message, latencyMs: latencyMs() }));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS - latencyMs(),
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (again && closedUnderfoot(request, error)) send(resolve, false);
      else resolve({ error: error.message, latencyMs: latencyMs() });
    });
    request.end(body);
  };
  return new Promise((resolve) => send(resolve, true));
}
