import type { IncomingMessage } from "node:http";

// Route handlers cannot see the socket, so server.ts stamps the client's address on every request,
// replacing whatever the client sent. Behind a reverse proxy (TRUST_PROXY=1) the client is the
// right-most X-Forwarded-For entry: the one the proxy added. Entries to its left were written by
// the client itself and prove nothing.
const HEADER = "x-client-address";

export function stampClientAddress(req: IncomingMessage, trustProxy: boolean) {
  const forwarded = trustProxy
    ? String(req.headers["x-forwarded-for"] ?? "")
        .split(",")
        .at(-1)!
        .trim()
    : "";
  req.headers[HEADER] = forwarded || req.socket.remoteAddress || "unknown";
}

export const clientAddress = (headers: { get(name: string): string | null }) => headers.get(HEADER) ?? "unknown";
