import { SignJWT, jwtVerify } from "jose";
import { accessTokenTtlSeconds } from "./credential-ttl";
import { derivedKey } from "./secret";
import { verifiedOnce } from "./verified-tokens";

// Short-lived Bearer tokens for API clients. The claims only locate the user: every request checks
// the user (lib/auth/caller.ts), so a deactivated user or a bumped tokenVersion stops the token.

export type AccessClaims = { userId: number; tokenVersion: number };

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${accessTokenTtlSeconds()}s`)
    .sign(derivedKey("access-token"));
}

/** The claims of a valid token, with when it expires (ms since the epoch). */
export function verifyAccessToken(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
  return verifiedOnce("access", token, async () => {
    try {
      const { payload } = await jwtVerify(token, derivedKey("access-token"), { algorithms: ["HS256"], requiredClaims: ["exp"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.tv !== "number") return null;
      const expiresAt = payload.exp! * 1000;
      return { claims: { userId, tokenVersion: payload.tv, expiresAt }, expiresAt };
    } catch {
      return null;
    }
  });
}
