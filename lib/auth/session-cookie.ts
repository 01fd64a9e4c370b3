import { decode } from "next-auth/jwt";
import { authSecret } from "./secret";
import { verifiedOnce, type Verified } from "./verified-tokens";

// The browser's next-auth session, read from a Cookie header. Route handlers and the Socket.IO
// handshake both have only headers, so this does not depend on Next's request context.
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decoded(part.slice(eq + 1).trim());
  }
  return undefined;
}

// A value with broken percent-encoding is no cookie at all: the caller is signed out, not a 500.
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export type SessionClaims = {
  userId: number;
  tokenVersion: number;
  profile: string;
  sessionId: string;
  expiresAt: number;
};

export async function readSessionCookie(cookieHeader: string | null | undefined): Promise<SessionClaims | null> {
  for (const name of SESSION_COOKIES) {
    const value = readCookie(cookieHeader, name);
    const claims = value && (await verifiedOnce("session", value, () => decodeSession(value)));
    if (claims) return claims;
  }
  return null;
}

/**
 * next-auth re-issues the cookie each time the page polls the session, with a new `exp`; `end`,
 * set once when the session was made, is its absolute end. A cookie without its sign-in (`sid`)
 * was made before sign-ins were sessions and is refused.
 */
async function decodeSession(value: string): Promise<Verified<SessionClaims>> {
  try {
    const token = await decode({ token: value, secret: authSecret() });
    const userId = Number(token?.sub);
    if (!token || !Number.isInteger(userId) || typeof token.tv !== "number" || typeof token.exp !== "number")
      return null;
    if (typeof token.sid !== "string" || typeof token.end !== "number") return null;
    const expiresAt = Math.min(token.exp, token.end) * 1000;
    if (expiresAt <= Date.now()) return null;
    return {
      claims: {
        userId,
        tokenVersion: token.tv,
        profile: String(token.profile ?? "user"),
        sessionId: token.sid,
        expiresAt,
      },
      expiresAt,
    };
  } catch {
    return null;
  }
}
