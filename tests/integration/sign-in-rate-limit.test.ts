import { Pool } from "pg";
import { POST as login } from "@/app/api/auth/login/route";
import { shareSignInLimits } from "@/lib/auth/rate-limit";
import { call, makeTenant } from "@/tests/support/factories";

const attempt = (email: string, password: string, address: string) =>
  call(login, { method: "POST", body: { email, password }, headers: { "x-client-address": address } });

test("five failures from one address block it for a while, even with the right password", async () => {
  const tenant = await makeTenant();
  for (let i = 0; i < 5; i++) expect((await attempt(tenant.admin.email, "wrong", "192.0.2.1")).status).toBe(401);
  const blocked = await attempt(tenant.admin.email, tenant.password, "192.0.2.1");
  expect(blocked.status).toBe(429);
  expect(blocked.json).toMatchObject({ error: "ERR_TOO_MANY_ATTEMPTS", message: expect.stringMatching(/Try again in \d+ minute/) });
  // Another address is not blocked by this one's failures.
  expect((await attempt(tenant.admin.email, tenant.password, "192.0.2.2")).status).toBe(200);
});

test("ten failures for one e-mail block it from every address", async () => {
  const tenant = await makeTenant();
  for (let i = 0; i < 10; i++) expect((await attempt(tenant.admin.email, "wrong", `198.51.100.${i}`)).status).toBe(401);
  expect((await attempt(tenant.admin.email, tenant.password, "198.51.100.200")).status).toBe(429);
});

test("shared in PostgreSQL, failures counted by one process block the address in another", async () => {
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
    expect(blocked.json).toMatchObject({ error: "ERR_TOO_MANY_ATTEMPTS", message: "Too many sign-in attempts. Try again in 5 minute(s)." });
    expect((await attempt(tenant.admin.email, tenant.password, "203.0.113.51")).status).toBe(200);
  } finally {
    await pool.end();
  }
});
