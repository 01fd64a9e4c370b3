import { GET as me } from "@/app/api/auth/me/route";
import { DELETE as remove, GET as show, PUT as update } from "@/app/api/users/[id]/route";
import { GET as list, POST as create } from "@/app/api/users/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { verifyPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db/client";
import { bearer, call, makeTenant, makeUser, uniqueEmail } from "../support/factories";

type Member = { id: number; tokenVersion: number };
const tokenOf = async (user: Member) =>
  bearer(await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion }));

async function adminOf(tenant: { admin: { id: number } }) {
  return tokenOf(await prisma.user.findUniqueOrThrow({ where: { id: tenant.admin.id } }));
}

async function setup() {
  const tenant = await makeTenant();
  return { tenant, admin: await adminOf(tenant) };
}

const byId = (id: number) => ({ params: { id: String(id) } });
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Souza",
  email: uniqueEmail("maria"),
  password: "secret123",
  ...overrides,
});

async function makeConnection(idGraf: number) {
  return prisma.whatsapp.create({ data: { idGraf, name: `WA ${Math.random()}` } });
}
async function makeQueue(idGraf: number, name = "Sales") {
  return prisma.queue.create({ data: { idGraf, name, color: `#${Math.floor(Math.random() * 1e6)}` } });
}

describe("GET /api/users", () => {
  it("searches name or e-mail, filters by status and pages by 20 ordered by name", async () => {
    const { tenant, admin } = await setup();
    const names = Array.from({ length: 22 }, (_, i) => `Zed ${String(i).padStart(2, "0")}`);
    await prisma.user.createMany({
      data: names.map((name, i) => ({
        idGraf: tenant.idGraf,
        name,
        email: uniqueEmail(`zed${i}`),
        passwordHash: "x",
        status: i !== 0,
      })),
    });
    const first = await call(list, { path: "/api/users?searchParam=zED", headers: admin });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ count: 22, hasMore: true });
    expect(first.json.users.map((u: { name: string }) => u.name)).toEqual(names.slice(0, 20));
    const second = await call(list, { path: "/api/users?searchParam=zed&pageNumber=2", headers: admin });
    expect(second.json).toMatchObject({ count: 22, hasMore: false });
    expect(second.json.users).toHaveLength(2);

    const byEmail = await call(list, { path: "/api/users?searchParam=ZED5-", headers: admin });
    expect(byEmail.json.users.map((u: { name: string }) => u.name)).toEqual(["Zed 05"]);
    const active = await call(list, { path: "/api/users?searchParam=zed&status=1", headers: admin });
    expect(active.json.count).toBe(21);
    const inactive = await call(list, { path: "/api/users?searchParam=zed&status=0", headers: admin });
    expect(inactive.json.users.map((u: { name: string }) => u.name)).toEqual(["Zed 00"]);
    expect(inactive.json.users[0]).not.toHaveProperty("passwordHash");
  });

  it("is open to attendants of the tenant", async () => {
    const { tenant } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    const res = await call(list, { path: "/api/users", headers: await tokenOf(attendant) });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
  });

  it("answers a bad query with 400 and 401 when signed out", async () => {
    const { admin } = await setup();
    const bad = await call(list, { path: "/api/users?pageNumber=0&status=2", headers: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["pageNumber", "status"]);
    expect((await call(list, { path: "/api/users" })).status).toBe(401);
  });
});

describe("POST /api/users", () => {
  it("creates a user with a lower-cased e-mail, its connection and queues, and answers 201", async () => {
    const { tenant, admin } = await setup();
    const whatsapp = await makeConnection(tenant.idGraf);
    const queue = await makeQueue(tenant.idGraf);
    const email = uniqueEmail("New");
    const res = await call(create, {
      method: "POST",
      headers: admin,
      body: newUser({
        email: email.toUpperCase(),
        profile: "admin",
        whatsappId: whatsapp.id,
        queueIds: [queue.id, queue.id],
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      email: email.toLowerCase(),
      profile: "admin",
      status: true,
      canSeeAllTickets: false,
      whatsapp: { id: whatsapp.id, name: whatsapp.name },
      queues: [{ id: queue.id, name: "Sales", color: queue.color }],
      idGraf: tenant.idGraf,
    });
    expect(res.json).not.toHaveProperty("passwordHash");
  });

  it.each([
    ["a too short name", { name: "A" }, "name", "tooShort"],
    ["a too long name", { name: "A".repeat(51) }, "name", "tooLong"],
    ["a missing name", { name: undefined }, "name", "required"],
    ["a bad e-mail", { email: "not-an-email" }, "email", "invalidEmail"],
    ["a short password", { password: "1234" }, "password", "tooShort"],
    ["an unknown profile", { profile: "root" }, "profile", expect.any(String)],
  ])("answers %s with 400 naming the field", async (_label, overrides, path, message) => {
    const { admin } = await setup();
    const res = await call(create, { method: "POST", headers: admin, body: newUser(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("ERR_BAD_REQUEST");
    expect(res.json.details).toEqual([{ path, message }]);
  });

  it("answers 409 ERR_DUPLICATED for an e-mail in use, in any tenant", async () => {
    const { admin } = await setup();
    const other = await makeTenant();
    const res = await call(create, {
      method: "POST",
      headers: admin,
      body: newUser({ email: other.admin.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: "ERR_DUPLICATED", details: [{ path: "email" }] });
  });

  it("refuses another tenant's connection or queue with 404", async () => {
    const { admin } = await setup();
    const other = await makeTenant();
    const whatsapp = await makeConnection(other.idGraf);
    const queue = await makeQueue(other.idGraf);
    const wapp = await call(create, { method: "POST", headers: admin, body: newUser({ whatsappId: whatsapp.id }) });
    expect(wapp.status).toBe(404);
    expect(wapp.json.error).toBe("ERR_NO_WAPP_FOUND");
    const queues = await call(create, { method: "POST", headers: admin, body: newUser({ queueIds: [queue.id] }) });
    expect(queues.status).toBe(404);
  });

  it("answers 403 ERR_USER_CREATION_DISABLED when the setting is disabled", async () => {
    const { tenant, admin } = await setup();
    await prisma.setting.upsert({
      where: { idGraf_key: { idGraf: tenant.idGraf, key: "userCreation" } },
      create: { idGraf: tenant.idGraf, key: "userCreation", value: "disabled" },
      update: { value: "disabled" },
    });
    const res = await call(create, { method: "POST", headers: admin, body: newUser() });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("ERR_USER_CREATION_DISABLED");
  });

  it("refuses attendants, and SUPERADMIN from an admin, with 403", async () => {
    const { tenant, admin } = await setup();
    const attendant = await tokenOf(await makeUser(tenant.idGraf));
    const byAttendant = await call(create, { method: "POST", headers: attendant, body: newUser() });
    expect(byAttendant.status).toBe(403);
    expect(byAttendant.json.error).toBe("ERR_NO_PERMISSION");
    const superadmin = await call(create, { method: "POST", headers: admin, body: newUser({ profile: "SUPERADMIN" }) });
    expect(superadmin.status).toBe(403);
  });
});

describe("GET, PUT and DELETE /api/users/:id", () => {
  it("reads a user of the tenant, as an admin or an attendant", async () => {
    const { tenant, admin } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    expect((await call(show, { headers: admin, ...byId(attendant.id) })).json).toMatchObject({ id: attendant.id });
    const res = await call(show, { headers: await tokenOf(attendant), ...byId(tenant.admin.id) });
    expect(res.json).toMatchObject({ id: tenant.admin.id, email: tenant.admin.email });
  });

  it("lets an admin change everything of another user, replacing the queues", async () => {
    const { tenant, admin } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    const [sales, support] = [await makeQueue(tenant.idGraf), await makeQueue(tenant.idGraf, "Support")];
    const whatsapp = await makeConnection(tenant.idGraf);
    await call(update, { method: "PUT", headers: admin, ...byId(attendant.id), body: { queueIds: [sales.id] } });
    const changes = { name: "Renamed", profile: "admin", canSeeAllTickets: true, whatsappId: whatsapp.id };
    const res = await call(update, {
      method: "PUT",
      headers: admin,
      ...byId(attendant.id),
      body: { ...changes, queueIds: [support.id] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...changes, queues: [{ id: support.id }] });
  });

  it("ends another user's sessions when an admin changes their password", async () => {
    const { tenant, admin } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    const theirs = await tokenOf(attendant);
    await prisma.refreshToken.create({
      data: {
        id: "rt-" + attendant.id,
        userId: attendant.id,
        familyId: "f",
        tokenHash: `h${attendant.id}`,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    expect((await call(me, { headers: theirs })).status).toBe(200);
    const res = await call(update, {
      method: "PUT",
      headers: admin,
      ...byId(attendant.id),
      body: { password: "another-secret" },
    });
    expect(res.status).toBe(200);
    expect((await call(me, { headers: theirs })).status).toBe(401);
    expect(await prisma.refreshToken.count({ where: { userId: attendant.id, revokedAt: null } })).toBe(0);
  });

  it("lets an attendant change only their own password, keeping their session", async () => {
    const { tenant } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    const colleague = await makeUser(tenant.idGraf);
    const own = await tokenOf(attendant);
    const current = {
      name: attendant.name,
      email: attendant.email,
      profile: "user",
      queueIds: [],
      whatsappId: null,
      status: true,
    };
    const res = await call(update, {
      method: "PUT",
      headers: own,
      ...byId(attendant.id),
      body: { ...current, password: "brand-new", currentPassword: attendant.password },
    });
    expect(res.status).toBe(200);
    expect((await call(me, { headers: own })).status).toBe(200);
    const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: attendant.id } });
    expect(await verifyPassword("brand-new", passwordHash)).toBe(true);

    for (const body of [{ name: "Renamed" }, { profile: "admin" }, { canSeeAllTickets: true }, { status: false }]) {
      const refused = await call(update, { method: "PUT", headers: own, ...byId(attendant.id), body });
      expect({ body, status: refused.status }).toEqual({ body, status: 403 });
    }
    const other = await call(update, {
      method: "PUT",
      headers: own,
      ...byId(colleague.id),
      body: { password: "hijacked" },
    });
    expect(other.status).toBe(403);
    expect((await call(remove, { method: "DELETE", headers: own, ...byId(colleague.id) })).status).toBe(403);
  });

  it("refuses an admin deactivating, demoting or deleting themselves with 400", async () => {
    const { tenant, admin } = await setup();
    for (const body of [{ status: false }, { profile: "user" }]) {
      const res = await call(update, { method: "PUT", headers: admin, ...byId(tenant.admin.id), body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: "ERR_BAD_REQUEST", message: expect.stringMatching(/yourself/) });
    }
    const res = await call(remove, { method: "DELETE", headers: admin, ...byId(tenant.admin.id) });
    expect(res.status).toBe(400);
  });

  it("answers a duplicate e-mail with 409 and invalid input with 400", async () => {
    const { tenant, admin } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    const dup = await call(update, {
      method: "PUT",
      headers: admin,
      ...byId(attendant.id),
      body: { email: tenant.admin.email },
    });
    expect(dup.status).toBe(409);
    const bad = await call(update, {
      method: "PUT",
      headers: admin,
      ...byId(attendant.id),
      body: { email: "nope", password: "123" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(["email", "password"]);
  });

  it("deletes a user and returns their unfinished tickets to pending without a user", async () => {
    const { tenant, admin } = await setup();
    const attendant = await makeUser(tenant.idGraf);
    const whatsapp = await makeConnection(tenant.idGraf);
    const contact = await prisma.contact.create({
      data: { idGraf: tenant.idGraf, name: "C", number: "5511999990000" },
    });
    const ticket = (status: string) =>
      prisma.ticket.create({
        data: { idGraf: tenant.idGraf, status, contactId: contact.id, whatsappId: whatsapp.id, userId: attendant.id },
      });
    const [open, closed] = [await ticket("open"), await ticket("closed")];

    const res = await call(remove, { method: "DELETE", headers: admin, ...byId(attendant.id) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: expect.any(String) });
    expect(await prisma.ticket.findUnique({ where: { id: open.id } })).toMatchObject({
      status: "pending",
      userId: null,
    });
    expect(await prisma.ticket.findUnique({ where: { id: closed.id } })).toMatchObject({
      status: "closed",
      userId: null,
    });
    expect((await call(show, { headers: admin, ...byId(attendant.id) })).status).toBe(404);
  });

  it("answers 404 ERR_NO_USER_FOUND for another tenant's user and a malformed id", async () => {
    const { admin } = await setup();
    const other = await makeTenant();
    const foreign = byId(other.admin.id);
    for (const res of [
      await call(show, { headers: admin, ...foreign }),
      await call(update, { method: "PUT", headers: admin, ...foreign, body: { name: "Taken over" } }),
      await call(remove, { method: "DELETE", headers: admin, ...foreign }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toBe("ERR_NO_USER_FOUND");
    }
    expect((await call(show, { headers: admin, params: { id: "abc" } })).status).toBe(404);
    expect(await prisma.user.findUnique({ where: { id: other.admin.id } })).toMatchObject({ name: "Admin" });
  });

  it("keeps SUPERADMIN accounts out of an admin's reach", async () => {
    const { tenant, admin } = await setup();
    const superadmin = await makeUser(tenant.idGraf, { profile: "SUPERADMIN" });
    const res = await call(update, {
      method: "PUT",
      headers: admin,
      ...byId(superadmin.id),
      body: { password: "taken-over" },
    });
    expect(res.status).toBe(403);
    expect((await call(remove, { method: "DELETE", headers: admin, ...byId(superadmin.id) })).status).toBe(403);
  });

  it("answers 401 when signed out", async () => {
    const { tenant } = await setup();
    expect((await call(show, byId(tenant.admin.id))).status).toBe(401);
    expect((await call(update, { method: "PUT", ...byId(tenant.admin.id), body: {} })).status).toBe(401);
    expect((await call(remove, { method: "DELETE", ...byId(tenant.admin.id) })).status).toBe(401);
  });
});
