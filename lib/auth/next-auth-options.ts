import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { prisma } from "@/lib/db/client";
import { verifyAccessToken } from "./access-token";
import { browserSessionTtlSeconds } from "./credential-ttl";
import { authSecret } from "./secret";

// The browser's session: next-auth with a JWT cookie. The browser first signs in through the token
// API (password or ERP SSO, rate-limited there) and then exchanges the access token it got for this
// cookie. The cookie names the user, its token version and profile (for the proxy's redirects);
// resolveCaller reloads the user on every request.
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: browserSessionTtlSeconds() },
    // The cookie's JWT expires with the session (next-auth's own default is 30 days): the socket
    // handshake and resolveCaller read this expiry, and a socket is ended when it passes.
    jwt: { maxAge: browserSessionTtlSeconds() },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "access-token",
        credentials: { token: { type: "text" } },
        async authorize(credentials) {
          const claims = credentials?.token ? await verifyAccessToken(credentials.token) : null;
          if (!claims) return null;
          const user = await prisma.user.findUnique({ where: { id: claims.userId } });
          if (!user || !user.status || user.tokenVersion !== claims.tokenVersion) return null;
          return { id: String(user.id), name: user.name, email: user.email, tv: user.tokenVersion, profile: user.profile };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as { tv?: number; profile?: string };
          token.tv = signedIn.tv ?? 0;
          token.profile = signedIn.profile ?? "user";
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
