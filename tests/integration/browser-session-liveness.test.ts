import type { JWT } from "next-auth/jwt";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { authOptions } from "@/lib/auth/next-auth-options";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { prisma } from "@/lib/db/client";
import { makeTenant } from "@/tests/support/factories";

// /api/auth/session answers from the cookie's JWT through next-auth's jwt callback: a cookie kept
// after its sign-in ended (logout) must get no session, not the user.
async function cookieOfSignIn() {
  const tenant = await makeTenant();
  const { token } = await signInWithPassword(tenant.admin.email, tenant.password);
  const claims = (await verifyAccessToken(token))!;
  const cookie: JWT = {
    sub: String(claims.userId),
    tv: claims.tokenVersion,
    profile: "admin",
    sid: claims.sessionId,
    end: Math.floor(Date.now() / 1000) + 3600,
  };
  return { cookie, sessionId: claims.sessionId! };
}

const poll = (token: JWT) =>
  authOptions().callbacks!.jwt!({ token, user: undefined as never, account: null, trigger: "update" });

test("a polled session stands while its sign-in lives and ends with its logout", async () => {
  const { cookie, sessionId } = await cookieOfSignIn();
  await expect(poll(cookie)).resolves.toMatchObject({ sid: sessionId });
  await prisma.authSession.update({ where: { id: sessionId }, data: { endedAt: new Date() } });
  await expect(poll(cookie)).rejects.toThrow("session over");
});

test("a polled session ends when its user's sessions are ended (token version raised)", async () => {
  const { cookie } = await cookieOfSignIn();
  await prisma.user.update({ where: { id: Number(cookie.sub) }, data: { tokenVersion: { increment: 1 } } });
  await expect(poll(cookie)).rejects.toThrow("session over");
});
