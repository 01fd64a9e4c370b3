import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh_token/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { prisma } from "@/lib/db/client";
import { bearer, call, idParam, makeTenant, makeUser } from "@/tests/support/factories";
import { socketServerForTests } from "@/tests/support/socket-clients";

// A sign-in is a session: its access tokens, refresh tokens and sockets end together, at logout,
// when the user changes their password elsewhere, or at its absolute end.
const server = socketServerForTests();
afterAll(() => server.close());

type Session = { token: string; refreshCookie: string };

async function signIn(email: string, password: string): Promise<Session> {
  const res = await call(login, {
    method: "POST",
    body: { email, password },
    headers: { "x-client-address": "192.0.2.77" },
  });
  expect(res.status).toBe(200);
  const refreshCookie = /jrt=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1];
  return { token: res.json.token, refreshCookie };
}
const meStatus = async (session: Session) => (await call(me, { headers: bearer(session.token) })).status;
const refreshed = (session: Session) =>
  call(refresh, { method: "POST", headers: { cookie: `jrt=${session.refreshCookie}` } });
const end = (session: Session) =>
  call(logout, { method: "DELETE", headers: { ...bearer(session.token), cookie: `jrt=${session.refreshCookie}` } });

test("logout ends that sign-in at once (its access token, refresh token and sockets), not the user's other sign-ins", async () => {
  const user = await makeUser((await makeTenant()).idGraf);
  const here = await signIn(user.email, user.password);
  const elsewhere = await signIn(user.email, user.password);
  const hereSocket = await server.connectWith(here.token);
  const elsewhereSocket = await server.connectWith(elsewhere.token);
  const closed = new Promise<string>((resolve) => hereSocket.socket.once("disconnect", resolve));

  expect((await end(here)).status).toBe(204);
  expect(await meStatus(here)).toBe(401);
  expect((await refreshed(here)).status).toBe(401);
  expect(await closed).toBe("io server disconnect");
  expect(hereSocket.events.map((e) => e.event)).toContain("sessionExpired");

  expect(await meStatus(elsewhere)).toBe(200);
  expect(elsewhereSocket.socket.connected).toBe(true);
});

test("changing one's password asks for the current one and ends every other session of the user, keeping this one", async () => {
  const user = await makeUser((await makeTenant()).idGraf, { password: "old-pass-1" });
  const here = await signIn(user.email, "old-pass-1");
  const elsewhere = await signIn(user.email, "old-pass-1");
  const change = (body: Record<string, string>) =>
    call(updateUser, {
      method: "PUT",
      path: `/api/users/${user.id}`,
      headers: bearer(here.token),
      body,
      params: idParam(user.id),
    });

  const missing = await change({ password: "new-pass-1" });
  expect(missing.status).toBe(400);
  expect(missing.json.details).toContainEqual(expect.objectContaining({ path: "currentPassword" }));
  expect(await change({ password: "new-pass-1", currentPassword: "wrong-pass" })).toMatchObject({
    status: 400,
    json: { error: "ERR_WRONG_PASSWORD" },
  });
  expect(await meStatus(elsewhere)).toBe(200);

  expect((await change({ password: "new-pass-1", currentPassword: "old-pass-1" })).status).toBe(200);
  expect(await meStatus(here)).toBe(200);
  expect((await refreshed(here)).status).toBe(200);
  expect(await meStatus(elsewhere)).toBe(401);
  expect((await refreshed(elsewhere)).status).toBe(401);
  expect((await call(login, { method: "POST", body: { email: user.email, password: "new-pass-1" } })).status).toBe(200);
});

test("refresh tokens have an absolute lifetime: rotating never extends it, and past it the sign-in is over", async () => {
  const user = await makeUser((await makeTenant()).idGraf);
  const first = await signIn(user.email, user.password);
  const [issued] = await prisma.refreshToken.findMany({ where: { userId: user.id } });
  let current = first;
  for (let i = 0; i < 3; i++) {
    const res = await refreshed(current);
    expect(res.status).toBe(200);
    current = { token: res.json.token, refreshCookie: /jrt=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1] };
  }
  const rows = await prisma.refreshToken.findMany({ where: { userId: user.id } });
  expect(rows).toHaveLength(4);
  expect(new Set(rows.map((row) => row.expiresAt.getTime()))).toEqual(new Set([issued.expiresAt.getTime()]));

  await prisma.refreshToken.updateMany({
    where: { userId: user.id },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  expect((await refreshed(current)).status).toBe(401);
});
