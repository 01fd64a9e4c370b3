import { NextResponse, type NextRequest } from "next/server";
import { can, isAdminPath, isPublicPath } from "@/lib/auth/permissions";
import { readSessionCookie } from "@/lib/auth/session-cookie";

// Private pages need a session, admin pages an admin; the pages check again against the database,
// this only saves a round trip. API routes answer 401/403 themselves. Public: the login page (also
// with an ERP token), the public API's reference (/developers) and, as the spec says, any path
// containing ChatViewCrm (the ERP's embedded view shows its own signed-out message).
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const session = await readSessionCookie(req.headers.get("cookie"));
  if (pathname === "/login") {
    return session ? NextResponse.redirect(new URL("/tickets", req.url)) : NextResponse.next();
  }
  if (pathname.startsWith("/login/") || pathname.includes("ChatViewCrm") || isPublicPath(pathname))
    return NextResponse.next();
  if (!session) {
    const login = new URL("/login", req.url);
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  if (isAdminPath(pathname) && !can(session, "drawer-admin-items:view")) {
    return NextResponse.redirect(new URL("/tickets", req.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!api|_next|favicon.ico|.*\\.[a-z0-9]+$).*)"],
};
