import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "./authenticate";
import { loginSchema } from "./schemas";
import { authSecret } from "./secret";

// The browser's session: next-auth with a JWT cookie. The token only names the user and its
// token version; resolveCaller reloads the user on every request.
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const user = await authenticate(parsed.data.email, parsed.data.password).catch(() => null);
          if (!user) return null;
          return { id: String(user.id), name: user.name, email: user.email, tv: user.tokenVersion };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) token.tv = (user as { tv?: number }).tv ?? 0;
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
