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
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: anyAddress ? undefined : publicOnly,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, latencyMs: latencyMs() }));
        response.on("error", (error) => resolve({ error: error.message, latencyMs: latencyMs() }));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", (error) => resolve({ error: error.message, latencyMs: latencyMs() }));
    request.end(body);
  });
}
