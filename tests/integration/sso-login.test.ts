import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { POST as ssoLogin } from "@/app/api/auth/login/sso/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db/client";
import { bearer, call, makeTenant, makeUser } from "@/tests/support/factories";

type Claims = { email: string; idGraf: number; exp?: number; jti?: string };

async function erpToken(secret: string, claims: Claims) {
  const jwt = new SignJWT({ email: claims.email, idGraf: claims.idGraf }).setProtectedHeader({ alg: "HS256" });
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  if (claims.jti !== undefined) jwt.setJti(claims.jti);
  return jwt.sign(new TextEncoder().encode(secret));
}

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
// Every attempt comes from its own address, so the sign-in rate limit stays out of these tests.
const fromAnywhere = () => ({ "x-client-address": `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
const signIn = (tokenErp: string) => call(ssoLogin, { method: "POST", body: { tokenErp }, headers: fromAnywhere() });

let tenant: Awaited<ReturnType<typeof makeTenant>>;
const secret = randomBytes(32).toString("hex");

beforeAll(async () => {
  tenant = await makeTenant();
  await prisma.tenant.update({ where: { id: tenant.idGraf }, data: { ssoSecret: secret } });
});

test("a signed ERP token signs the user in, once", async () => {
  const token = await erpToken(secret, {
    email: tenant.admin.email,
    idGraf: tenant.idGraf,
    exp: inMinutes(4),
    jti: randomUUID(),
  });
  const first = await signIn(token);
  expect(first.status).toBe(200);
  expect(first.json.user).toMatchObject({ email: tenant.admin.email, idGraf: tenant.idGraf });
  expect(first.headers.get("set-cookie")).toMatch(/jrt=/);
  expect((await call(me, { headers: bearer(first.json.token) })).json.id).toBe(tenant.admin.id);

  const replay = await signIn(token);
  expect(replay).toMatchObject({ status: 401, json: { error: "ERR_INVALID_CREDENTIALS" } });
});

test.each([
  ["expired", { exp: inMinutes(-1) }],
  ["valid for more than five minutes", { exp: inMinutes(30) }],
  ["without an expiry", { exp: undefined }],
  ["without a jti", { jti: undefined }],
])("a token %s is refused", async (_, overrides) => {
  const claims: Claims = {
    email: tenant.admin.email,
    idGraf: tenant.idGraf,
    exp: inMinutes(4),
    jti: randomUUID(),
    ...overrides,
  };
  expect(await signIn(await erpToken(secret, claims))).toMatchObject({
    status: 401,
    json: { error: "ERR_INVALID_CREDENTIALS" },
  });
});

test("a token signed with another secret, or naming another tenant, is refused", async () => {
  const forged = await erpToken(randomBytes(32).toString("hex"), {
    email: tenant.admin.email,
    idGraf: tenant.idGraf,
    exp: inMinutes(4),
    jti: randomUUID(),
  });
  expect((await signIn(forged)).status).toBe(401);

  const other = await makeTenant();
  const crossTenant = await erpToken(secret, {
    email: other.admin.email,
    idGraf: tenant.idGraf,
    exp: inMinutes(4),
    jti: randomUUID(),
  });
  expect((await signIn(crossTenant)).status).toBe(401);
});

test("unknown and deactivated users are refused; garbage is a 401, an empty body a 400", async () => {
  const unknown = await erpToken(secret, {
    email: "nobody@example.test",
    idGraf: tenant.idGraf,
    exp: inMinutes(4),
    jti: randomUUID(),
  });
  expect((await signIn(unknown)).status).toBe(401);

  const inactive = await makeUser(tenant.idGraf, { status: false });
  const token = await erpToken(secret, {
    email: inactive.email,
    idGraf: tenant.idGraf,
    exp: inMinutes(4),
    jti: randomUUID(),
  });
  expect((await signIn(token)).status).toBe(401);

  expect((await signIn("not.a.jwt")).json.error).toBe("ERR_INVALID_CREDENTIALS");
  expect((await call(ssoLogin, { method: "POST", body: {} })).status).toBe(400);
});

test("ERP_SSO_SECRET signs for tenants without their own secret", async () => {
  const fallback = randomBytes(32).toString("hex");
  process.env.ERP_SSO_SECRET = fallback;
  try {
    const other = await makeTenant();
    const token = await erpToken(fallback, {
      email: other.admin.email,
      idGraf: other.idGraf,
      exp: inMinutes(4),
      jti: randomUUID(),
    });
    expect((await signIn(token)).status).toBe(200);
    // A tenant with its own secret does not accept the fallback.
    const own = await erpToken(fallback, {
      email: tenant.admin.email,
      idGraf: tenant.idGraf,
      exp: inMinutes(4),
      jti: randomUUID(),
    });
    expect((await signIn(own)).status).toBe(401);
  } finally {
    delete process.env.ERP_SSO_SECRET;
  }
});

test("a token naming a tenant id beyond the database's range is refused, not an error", async () => {
  const token = await erpToken(secret, {
    email: tenant.admin.email,
    idGraf: 1e12,
    exp: inMinutes(4),
    jti: randomUUID(),
  });
  expect(await signIn(token)).toMatchObject({ status: 401, json: { error: "ERR_INVALID_CREDENTIALS" } });
});
