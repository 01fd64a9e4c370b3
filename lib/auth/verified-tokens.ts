import { authSecret } from "./secret";

// Verifying a token (an HMAC for access tokens, a decryption for browser sessions) is work handed
// to libuv's threads on every request. A token that verified once stays valid until it expires, so
// its claims are kept under the token itself until then: whether its user may still use it is the
// caller's check (lib/auth/caller.ts), made on every request.
const MAX_KEPT = 10_000;
const kept = new Map<string, { claims: unknown; expiresAt: number }>();

export type Verified<C> = { claims: C; expiresAt: number } | null;

/** The claims of `token`, verified by `verify` the first time and remembered until it expires. */
export async function verifiedOnce<C>(
  kind: string,
  token: string,
  verify: () => Promise<Verified<C>>,
): Promise<C | null> {
  // The secret is part of the key, so a token is never taken as verified under another secret.
  const key = `${kind}:${authSecret()}:${token}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.expiresAt > now) return hit.claims as C;
  const verified = await verify();
  if (!verified) return null;
  if (kept.size >= MAX_KEPT) {
    kept.forEach((entry, k) => entry.expiresAt <= now && kept.delete(k));
    if (kept.size >= MAX_KEPT) kept.clear();
  }
  kept.set(key, verified);
  return verified.claims;
}
