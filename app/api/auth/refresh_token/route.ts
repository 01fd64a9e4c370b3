import { REFRESH_COOKIE } from "@/lib/auth/refresh-tokens";
import { refreshSession } from "@/lib/auth/sign-in";
import { AppError } from "@/lib/errors/app-error";
import { sessionResponse } from "@/lib/http/refresh-cookie";
import { apiRoute } from "@/lib/http/route";

// Its credential is the refresh cookie, not a caller's.
export const POST = apiRoute({ caller: "anyone" }, async ({ req }) => {
  const presented = req.cookies.get(REFRESH_COOKIE)?.value;
  if (!presented) throw new AppError("ERR_SESSION_EXPIRED", "Please log in");
  const session = await refreshSession(presented);
  return sessionResponse(session);
});
