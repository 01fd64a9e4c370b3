import { NextResponse, type NextRequest } from "next/server";
import { readSessionCookie } from "@/lib/auth/session-cookie";

// Private pages need a session; the page itself reloads the user, this only saves a round trip.
// API routes answer 401 themselves. The login page (also with an SSO token) is public.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const signedIn = !!(await readSessionCookie(req.headers.get("cookie")));
  if (pathname === "/login") {
    return signedIn ? NextResponse.redirect(new URL("/tickets", req.url)) : NextResponse.next();
  }
  if (pathname.startsWith("/login/") || signedIn) return NextResponse.next();
  const login = new URL("/login", req.url);
  login.searchParams.set("callbackUrl", pathname + search);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/((?!api|_next|favicon.ico|.*\\.[a-z0-9]+$).*)"],
};
