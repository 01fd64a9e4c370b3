import { NextResponse } from "next/server";
import { REFRESH_COOKIE, revokeRefreshToken } from "@/lib/auth/refresh-tokens";
import { clearRefreshCookie } from "@/lib/http/refresh-cookie";
import { route } from "@/lib/http/route";

export const DELETE = route(async (req) => {
  const presented = req.cookies.get(REFRESH_COOKIE)?.value;
  if (presented) await revokeRefreshToken(presented);
  return clearRefreshCookie(new NextResponse(null, { status: 204 }));
});
