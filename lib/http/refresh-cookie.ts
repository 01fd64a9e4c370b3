import { NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { REFRESH_COOKIE, REFRESH_TTL_SECONDS } from "@/lib/auth/refresh-tokens";

const base = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/api/auth",
  secure: env().NODE_ENV === "production" && (env().APP_URL ?? "").startsWith("https://"),
});

export function setRefreshCookie(res: NextResponse, token: string) {
  res.cookies.set(REFRESH_COOKIE, token, { ...base(), maxAge: REFRESH_TTL_SECONDS });
  return res;
}

export function clearRefreshCookie(res: NextResponse) {
  res.cookies.set(REFRESH_COOKIE, "", { ...base(), maxAge: 0 });
  return res;
}

/** The token routes' answer: `{ token, user }`, with the refresh token in its cookie. */
export const sessionResponse = (session: { token: string; refreshToken: string; user: unknown }) =>
  setRefreshCookie(NextResponse.json({ token: session.token, user: session.user }), session.refreshToken);
