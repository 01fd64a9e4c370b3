import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";

// next-auth's own endpoints (session, csrf, callback/credentials, signout). The spec's token
// routes (/api/auth/login, /me, /refresh_token, /logout) are static routes beside this one.
type Context = { params: Promise<{ nextauth: string[] }> };

const handler = (req: NextRequest, context: Context) => NextAuth(req, context, authOptions());

export { handler as GET, handler as POST };
