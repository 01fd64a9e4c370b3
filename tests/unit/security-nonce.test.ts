import type { IncomingMessage, ServerResponse } from "node:http";
import { applySecurityHeaders } from "@/lib/http/security-headers";

// Each answer's policy carries a nonce of its own: 16 random bytes, never one another answer had,
// also across the refills of the buffer nonces are drawn from.
function nonceOfAnAnswer(): string {
  const req = { url: "/tickets", headers: {}, socket: {} } as unknown as IncomingMessage;
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse;
  applySecurityHeaders(req, res, { dev: false, trustProxy: false, erpFrameAncestors: [] });
  const policy = headers.get("Content-Security-Policy")!;
  expect(req.headers["content-security-policy"]).toBe(policy);
  return /'nonce-([^']+)'/.exec(policy)![1];
}

test("every answer's nonce is 16 bytes of its own", () => {
  const nonces = Array.from({ length: 1000 }, nonceOfAnAnswer);
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  const zeroes = Buffer.alloc(16).toString("base64");
  expect(nonces).not.toContain(zeroes);
});
