import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { POST as ssoLogin } from "@/app/api/auth/login/sso/route";
import { PUT as putSetting } from "@/app/api/settings/[key]/route";
import { GET as getSettings } from "@/app/api/settings/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { bearer, call, makeTenant, makeUser } from "../support/factories";

// The ERP sign-on secret lets whoever knows it sign in any user it names: a tenant admin who sets
// it must not reach above their own role, and setting it is a sensitive, recorded act.
type Headers = Record<string, string>;

const headersOf = async (userId: number) => bearer(await signAccessToken({ userId, tokenVersion: 0 }));
const putSecret = (headers: Headers, body: unknown) =>
  call(putSetting, {
    method: "PUT",
    path: "/api/settings/erpSsoSecret",
    headers,
    body,
    params: { key: "erpSsoSecret" },
  });
const secretView = async (headers: Headers) =>
  ((await call(getSettings, { headers })).json as { key: string }[]).find((setting) => setting.key === "erpSsoSecret");
const erpToken = (secret: string, claims: { email: string; idGraf: number }) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime("5m")
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
const signOn = (tokenErp: string) =>
  call(ssoLogin, {
    method: "POST",
    body: { tokenErp },
    headers: { "x-client-address": `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
  });

async function tenantWithAdmin() {
  const tenant = await makeTenant({ profile: "SUPERADMIN" });
  const admin = await makeUser(tenant.idGraf, { profile: "admin", password: "admin-pass-1" });
  return { tenant, admin, headers: await headersOf(admin.id) };
}

test("a tenant admin who sets the secret cannot sign in as the SUPERADMIN, only as the tenant's other users", async () => {
  const { tenant, admin, headers } = await tenantWithAdmin();
  const attendant = await makeUser(tenant.idGraf);
  const secret = randomBytes(24).toString("base64url");
  expect((await putSecret(headers, { value: secret, currentPassword: admin.password })).status).toBe(200);

  const raised = await signOn(await erpToken(secret, { email: tenant.admin.email, idGraf: tenant.idGraf }));
  expect(raised).toMatchObject({ status: 401, json: { error: "ERR_INVALID_CREDENTIALS" } });
  const allowed = await signOn(await erpToken(secret, { email: attendant.email, idGraf: tenant.idGraf }));
  expect(allowed.status).toBe(200);
  expect(allowed.json.user.id).toBe(attendant.id);
});

test("setting or clearing the secret asks for the admin's current password", async () => {
  const { tenant, admin, headers } = await tenantWithAdmin();
  const secret = randomBytes(24).toString("base64url");

  const missing = await putSecret(headers, { value: secret });
  expect(missing.status).toBe(400);
  expect(missing.json.details).toContainEqual(expect.objectContaining({ path: "currentPassword" }));
  const wrong = await putSecret(headers, { value: secret, currentPassword: "not-the-password" });
  expect(wrong).toMatchObject({ status: 400, json: { error: "ERR_WRONG_PASSWORD" } });
  expect((await prisma.tenant.findUniqueOrThrow({ where: { id: tenant.idGraf } })).ssoSecret).toBeNull();

  expect((await putSecret(headers, { value: secret, currentPassword: admin.password })).status).toBe(200);
  const cleared = await putSecret(headers, { value: null, currentPassword: "not-the-password" });
  expect(cleared.json.error).toBe("ERR_WRONG_PASSWORD");
  expect((await prisma.tenant.findUniqueOrThrow({ where: { id: tenant.idGraf } })).ssoSecret).toBe(secret);
});

test("who set or cleared the secret, and when, is recorded and listed with the settings", async () => {
  const { tenant, admin, headers } = await tenantWithAdmin();
  expect(await secretView(headers)).toEqual({
    key: "erpSsoSecret",
    value: null,
    isSet: false,
    changedAt: null,
    changedBy: null,
  });

  const before = Date.now();
  const set = await putSecret(headers, {
    value: randomBytes(24).toString("base64url"),
    currentPassword: admin.password,
  });
  expect(set.json).toEqual({
    key: "erpSsoSecret",
    value: null,
    isSet: true,
    changedAt: expect.any(String),
    changedBy: { id: admin.id, name: admin.name },
  });
  expect(new Date(set.json.changedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(await secretView(headers)).toEqual(set.json);

  const superadmin = await headersOf(tenant.admin.id);
  const cleared = await putSecret(superadmin, { value: null, currentPassword: tenant.password });
  expect(cleared.json).toMatchObject({ isSet: false, changedBy: { id: tenant.admin.id } });
  expect(await secretView(headers)).toEqual(cleared.json);
});
