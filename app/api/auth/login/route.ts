import { NextResponse } from "next/server";
import { loginSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { parseJson } from "@/lib/http/parse";
import { setRefreshCookie } from "@/lib/http/refresh-cookie";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { email, password } = await parseJson(req, loginSchema);
  const session = await signInWithPassword(email, password);
  return setRefreshCookie(NextResponse.json({ token: session.token, user: session.user }), session.refreshToken);
});
