import { NextResponse } from "next/server";
import { endSession } from "@/lib/users/end-session";
import { REFRESH_COOKIE, sessionOfRefreshToken } from "@/lib/auth/refresh-tokens";
import { clearRefreshCookie } from "@/lib/http/refresh-cookie";
import { apiRoute } from "@/lib/http/route";

// Ends the sign-in the request comes with (its session cookie or access token, else its refresh
// cookie): on every process at once. Without one there is nothing to end.
export const DELETE = apiRoute({ caller: "optional" }, async ({ req, caller }) => {
  const presented = req.cookies.get(REFRESH_COOKIE)?.value;
  const signIn = caller?.sessionId
    ? { sessionId: caller.sessionId, userId: caller.userId }
    : presented
      ? await sessionOfRefreshToken(presented)
      : null;
  if (signIn) await endSession(signIn.sessionId, signIn.userId);
  return clearRefreshCookie(new NextResponse(null, { status: 204 }));
});
