import { SignJWT, jwtVerify } from "jose";
import { accessTokenTtlSeconds } from "./credential-ttl";
import { derivedKey } from "./secret";
import { verifiedOnce } from "./verified-tokens";

// Short-lived Bearer tokens for API clients. The claims only locate the user and the sign-in
// (`sid`): every request checks both (lib/auth/caller.ts), so a deactivated user, a bumped
// tokenVersion or an ended sign-in stops the token. A token without a sign-in is one the server
// minted for its own use (tests, benchmarks); sign-ins always name theirs.

export type AccessClaims = { userId: number; tokenVersion: number; sessionId?: string };

export async function signAccessToken(claims: AccessClaims, endsAt?: Date): Promise<string> {
  const ttl = accessTokenTtlSeconds();
  const exp = Math.floor(Date.now() / 1000) + ttl;
  return new SignJWT({ tv: claims.tokenVersion, ...(claims.sessionId && { sid: claims.sessionId }) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(endsAt ? Math.min(exp, Math.floor(endsAt.getTime() / 1000)) : exp)
    .sign(derivedKey("access-token"));
}

/** The claims of a valid token, with when it expires (ms since the epoch). */
export function verifyAccessToken(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
  return verifiedOnce("access", token, async () => {
    try {
      const { payload } = await jwtVerify(token, derivedKey("access-token"), {
        algorithms: ["HS256"],
        requiredClaims: ["exp"],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.tv !== "number") return null;
      const sessionId = typeof payload.sid === "string" ? payload.sid : undefined;
      const expiresAt = payload.exp! * 1000;
      return { claims: { userId, tokenVersion: payload.tv, sessionId, expiresAt }, expiresAt };
    } catch {
      return null;
    }
  });
}
