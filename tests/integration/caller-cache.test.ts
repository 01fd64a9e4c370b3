import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as getTicket } from "@/app/api/tickets/[id]/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { CALLER_TTL_MS } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { bearer, call, makeTenant, makeUser } from "../support/factories";
import { makeAttendant, makeDesk, makeTicket } from "../support/ticket-factories";

// A caller is read once and kept for a moment: changes made through the app are seen at once, a
// change behind its back within CALLER_TTL_MS.
async function signedInPair() {
  const tenant = await makeTenant();
  const user = await makeUser(tenant.idGraf);
  return {
    tenant,
    user,
    admin: bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 })),
    own: bearer(await signAccessToken({ userId: user.id, tokenVersion: 0 })),
  };
}

const byId = (id: number) => ({ params: { id: String(id) } });

afterEach(() => jest.restoreAllMocks());

describe("the caller between requests", () => {
  it("a user deactivated through the app is refused on the very next request", async () => {
    const { user, admin, own } = await signedInPair();
    expect((await call(me, { headers: own })).status).toBe(200);
    expect(
      (await call(updateUser, { method: "PUT", headers: admin, body: { status: false }, ...byId(user.id) })).status,
    ).toBe(200);
    expect((await call(me, { headers: own })).json.error).toBe("ERR_SESSION_EXPIRED");
  });

  it("a new profile ends the old token at once and the new token is served", async () => {
    const { user, admin, own } = await signedInPair();
    expect((await call(me, { headers: own })).json.profile).toBe("user");
    await call(updateUser, { method: "PUT", headers: admin, body: { profile: "admin" }, ...byId(user.id) });
    expect((await call(me, { headers: own })).status).toBe(401);
    const renewed = bearer(await signAccessToken({ userId: user.id, tokenVersion: 1 }));
    expect((await call(me, { headers: renewed })).json.profile).toBe("admin");
  });

  it("a queue given through the app shows its waiting tickets on the next request", async () => {
    const desk = await makeDesk();
    const attendant = await makeAttendant(desk.idGraf);
    const waiting = await makeTicket(desk.idGraf, {
      whatsappId: desk.whatsappId,
      status: "pending",
      queueId: desk.otherQueueId,
    });
    expect((await call(getTicket, { headers: attendant.headers, ...byId(waiting.id) })).status).toBe(404);
    await call(updateUser, {
      method: "PUT",
      headers: desk.admin.headers,
      body: { queueIds: [desk.otherQueueId] },
      ...byId(attendant.id),
    });
    expect((await call(getTicket, { headers: attendant.headers, ...byId(waiting.id) })).status).toBe(200);
  });

  it("a user signed in on two devices is kept for both, and a logout on one still ends it at once", async () => {
    const desk = await makeDesk();
    const user = await makeUser(desk.idGraf, { password: "secret123" });
    const waiting = await makeTicket(desk.idGraf, {
      whatsappId: desk.whatsappId,
      status: "pending",
      queueId: desk.otherQueueId,
    });
    const signIn = async () =>
      bearer(
        (await call(login, { method: "POST", body: { email: user.email, password: "secret123" } })).json
          .token as string,
      );
    const [phone, desktop] = [await signIn(), await signIn()];
    const ticketFor = async (headers: Record<string, string>) =>
      (await call(getTicket, { headers, ...byId(waiting.id) })).status;
    expect(await ticketFor(phone)).toBe(404);
    expect(await ticketFor(desktop)).toBe(404);
    // A queue given behind the app's back: both devices are answered from what was read for them,
    // neither pushed the other out.
    await prisma.userQueue.create({ data: { userId: user.id, queueId: desk.otherQueueId } });
    expect(await ticketFor(phone)).toBe(404);
    expect(await ticketFor(desktop)).toBe(404);
    expect((await call(logout, { method: "DELETE", headers: phone })).status).toBe(204);
    expect(await ticketFor(phone)).toBe(401);
    expect(await ticketFor(desktop)).toBe(200);
  });

  it("late in the TTL the kept caller still answers at once, and is read again beside", async () => {
    const { user, own } = await signedInPair();
    expect((await call(me, { headers: own })).status).toBe(200);
    // Read before this moment: a fifth of the TTL or less is left at the moment mocked below.
    const readBy = Date.now();
    await prisma.user.update({ where: { id: user.id }, data: { status: false } });
    jest.spyOn(Date, "now").mockReturnValue(readBy + CALLER_TTL_MS * 0.8);
    // Answered from what was read, while the user is read again: the next requests see the change.
    expect((await call(me, { headers: own })).status).toBe(200);
    let status = 200;
    for (let tries = 0; status === 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await call(me, { headers: own })).status;
    }
    expect(status).toBe(401);
  });

  it("a change behind the app's back is seen once the kept caller is older than the TTL", async () => {
    const { user, own } = await signedInPair();
    expect((await call(me, { headers: own })).status).toBe(200);
    await prisma.user.update({ where: { id: user.id }, data: { status: false } });
    const later = Date.now() + CALLER_TTL_MS + 1;
    jest.spyOn(Date, "now").mockReturnValue(later);
    expect((await call(me, { headers: own })).status).toBe(401);
  });
});
