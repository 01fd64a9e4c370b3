import { DELETE as revoke } from "@/app/api/api-keys/[id]/route";
import { GET as list, POST as create } from "@/app/api/api-keys/route";
import { GET as listUsers } from "@/app/api/users/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { apiRoute } from "@/lib/http/route";
import { bearer, call, makeTenant, makeUser } from "../support/factories";

async function adminOf() {
  const tenant = await makeTenant();
  const admin = await prisma.user.findUniqueOrThrow({ where: { id: tenant.admin.id } });
  return { tenant, headers: bearer(await signAccessToken({ userId: admin.id, tokenVersion: admin.tokenVersion })) };
}

async function newKey(headers: Record<string, string>, scopes: string[] = ["tickets:read"]) {
  const res = await call(create, { method: "POST", body: { name: "ERP", scopes }, headers });
  expect(res.status).toBe(201);
  return res.json as { id: string; name: string; scopes: string[]; key: string };
}

// Routes of the public API's shape, declared here so the scope rule is tested apart from any route.
const readsTickets = apiRoute({ scope: "tickets:read" }, async ({ caller }) =>
  Response.json({ idGraf: caller.idGraf, userId: caller.userId, profile: caller.profile }),
);

test("an admin creates a key shown once, lists it without the key, and the key acts for the tenant", async () => {
  const { tenant, headers } = await adminOf();
  const key = await newKey(headers);
  expect(key.key).toMatch(/^atd_[A-Za-z0-9_-]{43,}$/);
  expect(key.scopes).toEqual(["tickets:read"]);
  const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } });
  expect(JSON.stringify(stored)).not.toContain(key.key);

  const listed = await call(list, { headers });
  expect(listed.status).toBe(200);
  expect(JSON.stringify(listed.json)).not.toContain(key.key);
  expect(listed.json).toEqual([
    expect.objectContaining({
      id: key.id,
      name: "ERP",
      scopes: ["tickets:read"],
      createdBy: { id: tenant.admin.id, name: "Admin" },
      lastUsedAt: null,
    }),
  ]);

  const used = await call(readsTickets, { headers: bearer(key.key) });
  expect(used.status).toBe(200);
  // The key acts as the admin who created it, never above an admin.
  expect(used.json).toEqual({ idGraf: tenant.idGraf, userId: tenant.admin.id, profile: "admin" });
  const after = await call(list, { headers });
  expect(after.json[0].lastUsedAt).not.toBeNull();
});

test("a revoked or unknown key gets 401 at once; a key without the route's scope, or on an app route, 403", async () => {
  const { headers } = await adminOf();
  const key = await newKey(headers, ["contacts:read"]);
  const lacking = await call(readsTickets, { headers: bearer(key.key) });
  expect(lacking.status).toBe(403);
  expect(lacking.json.error).toBe("ERR_API_KEY_SCOPE");
  // Users, keys, settings and connections declare no scope: no key reaches them.
  const onUsers = await call(listUsers, { path: "/api/users", headers: bearer(key.key) });
  expect(onUsers.status).toBe(403);
  expect(onUsers.json.error).toBe("ERR_API_KEY_SCOPE");
  const onKeys = await call(list, { headers: bearer(key.key) });
  expect(onKeys.status).toBe(403);

  const reader = await newKey(headers);
  expect((await call(readsTickets, { headers: bearer(reader.key) })).status).toBe(200);
  expect((await call(revoke, { method: "DELETE", params: { id: reader.id }, headers })).status).toBe(204);
  const revoked = await call(readsTickets, { headers: bearer(reader.key) });
  expect(revoked.status).toBe(401);
  expect(revoked.json.error).toBe("ERR_API_KEY_INVALID");
  const unknown = await call(readsTickets, { headers: bearer(`atd_${"x".repeat(43)}`) });
  expect(unknown.json.error).toBe("ERR_API_KEY_INVALID");
});

test("only admins manage keys, and another tenant's key is not found", async () => {
  const { tenant, headers } = await adminOf();
  const other = await adminOf();
  const key = await newKey(headers);
  const intruder = await call(revoke, { method: "DELETE", params: { id: key.id }, headers: other.headers });
  expect(intruder.status).toBe(404);
  expect(intruder.json.error).toBe("ERR_NOT_FOUND");
  expect(await call(list, { headers: other.headers })).toMatchObject({ json: [] });

  const attendant = await makeUser(tenant.idGraf);
  const asAttendant = bearer(await signAccessToken({ userId: attendant.id, tokenVersion: attendant.tokenVersion }));
  expect((await call(list, { headers: asAttendant })).status).toBe(403);
  const refused = await call(create, {
    method: "POST",
    body: { name: "x", scopes: ["tickets:read"] },
    headers: asAttendant,
  });
  expect(refused.status).toBe(403);
  const badScope = await call(create, { method: "POST", body: { name: "x", scopes: ["users:write"] }, headers });
  expect(badScope.status).toBe(400);
});

test("a key deactivated with its admin stops working", async () => {
  const { tenant, headers } = await adminOf();
  const key = await newKey(headers);
  await prisma.user.update({ where: { id: tenant.admin.id }, data: { status: false } });
  expect((await call(readsTickets, { headers: bearer(key.key) })).status).toBe(401);
});

test("past API_KEY_RATE_PER_MINUTE a key gets 429 with Retry-After; another key is not held back", async () => {
  process.env.API_KEY_RATE_PER_MINUTE = "3";
  try {
    const { headers } = await adminOf();
    const [first, second] = [await newKey(headers), await newKey(headers)];
    for (let i = 0; i < 3; i++) expect((await call(readsTickets, { headers: bearer(first.key) })).status).toBe(200);
    const limited = await call(readsTickets, { headers: bearer(first.key) });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe("ERR_API_KEY_RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await call(readsTickets, { headers: bearer(second.key) })).status).toBe(200);
  } finally {
    delete process.env.API_KEY_RATE_PER_MINUTE;
  }
});
