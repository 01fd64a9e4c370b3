import { Pool } from "pg";
import { POST as login } from "@/app/api/auth/login/route";
import { SIGN_IN_LIMITS, shareSignInLimits } from "@/lib/auth/rate-limit";
import { provide } from "@/lib/process/registry";
import { call, makeTenant } from "@/tests/support/factories";

const attempt = (email: string, password: string, address: string) =>
  call(login, { method: "POST", body: { email, password }, headers: { "x-client-address": address } });

test("five failures for an e-mail from one address block that pair for a while, even with the right password", async () => {
  const tenant = await makeTenant();
  for (let i = 0; i < 5; i++) expect((await attempt(tenant.admin.email, "wrong", "192.0.2.1")).status).toBe(401);
  const blocked = await attempt(tenant.admin.email, tenant.password, "192.0.2.1");
  expect(blocked.status).toBe(429);
  expect(blocked.json).toMatchObject({
    error: "ERR_TOO_MANY_ATTEMPTS",
    message: expect.stringMatching(/Try again in \d+ minute/),
  });
  // Another address is not blocked by this one's failures.
  expect((await attempt(tenant.admin.email, tenant.password, "192.0.2.2")).status).toBe(200);
});

test("40 parallel wrong sign-ins check at most the limit: the attempt is counted before the password is", async () => {
  const tenant = await makeTenant();
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => attempt(tenant.admin.email, "wrong", "192.0.2.40")),
  );
  const checked = answers.filter((answer) => answer.status === 401).length;
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(5);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - checked);
});

test("an address is limited across e-mails, so it cannot spray one password over many accounts", async () => {
  const tenant = await makeTenant();
  for (let i = 0; i < 20; i++)
    expect((await attempt(`nobody-${i}@example.test`, "wrong", "192.0.2.99")).status).toBe(401);
  expect((await attempt(tenant.admin.email, tenant.password, "192.0.2.99")).status).toBe(429);
});

test("an e-mail under attack from many addresses is slowed, not locked: the right password from an address that has not failed still signs in", async () => {
  const tenant = await makeTenant();
  for (let i = 0; i < 11; i++) expect((await attempt(tenant.admin.email, "wrong", `198.51.100.${i}`)).status).toBe(401);
  const started = Date.now();
  expect((await attempt(tenant.admin.email, tenant.password, "198.51.100.200")).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
});

test("IPv6 addresses are counted by their /64: a client cannot take a fresh address of its block for each guess", async () => {
  const tenant = await makeTenant();
  for (let i = 1; i <= 5; i++)
    expect((await attempt(tenant.admin.email, "wrong", `2001:db8:1:2::${i}`)).status).toBe(401);
  expect((await attempt(tenant.admin.email, tenant.password, "2001:db8:1:2:ffff:1:2:3")).status).toBe(429);
  expect((await attempt(tenant.admin.email, tenant.password, "2001:db8:1:3::1")).status).toBe(200);
});

test("shared in PostgreSQL, failures counted by one process block the pair in another", async () => {
  const tenant = await makeTenant();
  // One connection (PGlite is one session); the second call makes new limiters, as another
  // process would have, which know only what the table holds.
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    shareSignInLimits(pool);
    for (let i = 0; i < 5; i++) expect((await attempt(tenant.admin.email, "wrong", "203.0.113.50")).status).toBe(401);
    shareSignInLimits(pool);
    const blocked = await attempt(tenant.admin.email, tenant.password, "203.0.113.50");
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({
      error: "ERR_TOO_MANY_ATTEMPTS",
      message: "Too many sign-in attempts. Try again in 15 minute(s).",
    });
    expect((await attempt(tenant.admin.email, tenant.password, "203.0.113.51")).status).toBe(200);
  } finally {
    await pool.end();
  }
});

test("limits made by another copy of the library (server.ts's, beside the one in Next's route bundle) still refuse with 429, not 500", async () => {
  const tenant = await makeTenant();
  let copy: typeof import("rate-limiter-flexible") | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import("rate-limiter-flexible");
  });
  const limiter = (kind: keyof typeof SIGN_IN_LIMITS) =>
    new copy!.RateLimiterMemory({
      keyPrefix: `copy-${kind}`,
      points: SIGN_IN_LIMITS[kind].max,
      duration: SIGN_IN_LIMITS[kind].windowMs / 1000,
    });
  provide("signInLimiters", { address: limiter("address"), pair: limiter("pair"), email: limiter("email") });
  try {
    for (let i = 0; i < 5; i++) expect((await attempt(tenant.admin.email, "wrong", "203.0.113.77")).status).toBe(401);
    const blocked = await attempt(tenant.admin.email, tenant.password, "203.0.113.77");
    expect(blocked).toMatchObject({ status: 429, json: { error: "ERR_TOO_MANY_ATTEMPTS" } });
  } finally {
    provide("signInLimiters", undefined);
  }
});
