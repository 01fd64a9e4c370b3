import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { prisma } from "@/lib/db/client";
import { verifyAccessToken } from "./access-token";
import { browserSessionTtlSeconds } from "./credential-ttl";
import { cookieStillSignedIn, liveSession } from "./live-session";
import { authSecret } from "./secret";

// The browser's session: next-auth with a JWT cookie. The browser first signs in through the token
// API (password or ERP SSO, rate-limited there) and then exchanges the access token it got for this
// cookie. The cookie names the user, its token version and profile (for the proxy's redirects),
// the sign-in (`sid`, ended by logout) and its absolute end (`end`, which polling never moves);
// resolveCaller reloads the user and the sign-in on every request.
type SignedIn = { tv: number; profile: string; sid: string; end: number };

// Thrown when a polled session has passed its absolute end: next-auth then answers no session and
// clears the cookie. It is the normal end of a session, not an error worth logging.
const SESSION_OVER = "session over";

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: browserSessionTtlSeconds() },
    // The cookie's JWT expires with the session (next-auth's own default is 30 days): the socket
    // handshake and resolveCaller read this expiry, and a socket is ended when it passes.
    jwt: { maxAge: browserSessionTtlSeconds() },
    pages: { signIn: "/login" },
    logger: {
      error: (code, metadata) => {
        const { message, error } = (metadata ?? {}) as { message?: string; error?: { message?: string } };
        if (message !== SESSION_OVER && error?.message !== SESSION_OVER)
          console.error(`[next-auth][error][${code}]`, metadata);
      },
    },
    providers: [
      CredentialsProvider({
        id: "access-token",
        credentials: { token: { type: "text" } },
        async authorize(credentials) {
          const claims = credentials?.token ? await verifyAccessToken(credentials.token) : null;
          if (!claims?.sessionId) return null;
          const [user, session] = await Promise.all([
            prisma.user.findUnique({ where: { id: claims.userId } }),
            liveSession(claims.sessionId, claims.userId),
          ]);
          if (!user || !user.status || user.tokenVersion !== claims.tokenVersion || !session) return null;
          const end = Math.floor(
            Math.min(Date.now() + browserSessionTtlSeconds() * 1000, session.expiresAt.getTime()) / 1000,
          );
          const signedIn: SignedIn = { tv: user.tokenVersion, profile: user.profile, sid: session.id, end };
          return { id: String(user.id), name: user.name, email: user.email, ...signedIn };
        },
      }),
    ],
    callbacks: {
      // A polled session ends with its sign-in: past its end, logged out, or its user changed.
      async jwt({ token, user }) {
        if (user) {
          const { tv, profile, sid, end } = user as unknown as SignedIn;
          Object.assign(token, { tv, profile, sid, end });
        } else if (
          typeof token.end !== "number" ||
          token.end * 1000 <= Date.now() ||
          !(await cookieStillSignedIn(token))
        ) {
          throw new Error(SESSION_OVER);
        }
        return token;
      },
      session({ session, token }) {
        const expires = typeof token.end === "number" ? new Date(token.end * 1000).toISOString() : session.expires;
        return { ...session, expires, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
