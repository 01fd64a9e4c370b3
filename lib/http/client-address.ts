import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

// Route handlers cannot see the socket, so server.ts stamps the client's address on every request,
// replacing whatever the client sent. Behind a reverse proxy (TRUST_PROXY=1) the client is the
// right-most X-Forwarded-For entry: the one the proxy added. Entries to its left were written by
// the client itself and prove nothing.
const HEADER = "x-client-address";

export function stampClientAddress(req: IncomingMessage, trustProxy: boolean) {
  const forwarded = trustProxy ? String(req.headers["x-forwarded-for"] ?? "").split(",").at(-1)!.trim() : "";
  req.headers[HEADER] = forwarded || req.socket.remoteAddress || "unknown";
}

export const clientAddress = (headers: { get(name: string): string | null }) => headers.get(HEADER) ?? "unknown";

/**
 * What the sign-in limits count an address as: an IPv4 address itself (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64, the block one subscriber usually holds whole.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") && tail ? tail.split(":") : [];
  const groups = [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}
