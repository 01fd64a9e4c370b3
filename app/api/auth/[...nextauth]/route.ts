import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { z } from "zod";
import { authOptions } from "@/lib/auth/next-auth-options";
import { AppError } from "@/lib/errors/app-error";
import { readBody } from "@/lib/http/parse";
import { apiRoute } from "@/lib/http/route";

// next-auth's own endpoints (session, csrf, callback/credentials, signout). The spec's token
// routes (/api/auth/login, /me, /refresh_token, /logout) are static routes beside this one.

// The actions next-auth answers for each method; any other path is the API's 404, not next-auth's.
// Not _log: it writes whatever anyone posts into the server's log.
const actions: Record<string, string[]> = {
  GET: ["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error"],
  POST: ["signin", "signout", "callback", "session"],
};

// next-auth answers a JSON body it cannot parse, or a callback URL (query or cookie) that is no
// http(s) URL, with a 500; both are the caller's mistake.
async function badInput(req: NextRequest): Promise<string | null> {
  const callbackUrls = [
    req.nextUrl.searchParams.get("callbackUrl"),
    ...req.cookies
      .getAll()
      .filter((c) => c.name.endsWith("next-auth.callback-url"))
      .map((c) => c.value),
  ];
  if (callbackUrls.some((url) => url !== null && !isHttpUrl(url, req.nextUrl.origin)))
    return "callbackUrl is not an http(s) URL";
  if (req.method !== "POST") return null;
  // Bounded like every body of the API, before next-auth reads it whole.
  const body = await readBody(req.clone());
  if (req.headers.get("content-type")?.includes("application/json")) {
    try {
      JSON.parse(body.toString("utf8"));
    } catch {
      return "Body is not valid JSON";
    }
  }
  return null;
}

function isHttpUrl(url: string, origin: string) {
  try {
    return /^https?:$/.test(new URL(url, url.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

const params = z.object({ nextauth: z.array(z.string()) });

// next-auth reads its own cookies and body; it needs no caller.
const handler = apiRoute({ caller: "anyone", params }, async ({ req, params }) => {
  const [action] = params.nextauth;
  if (!actions[req.method]?.includes(action)) throw new AppError("ERR_NOT_FOUND", "No such auth endpoint");
  const problem = await badInput(req);
  if (problem) throw new AppError("ERR_BAD_REQUEST", problem);
  return NextAuth(req, { params: Promise.resolve(params) }, authOptions());
});

export { handler as GET, handler as POST };
