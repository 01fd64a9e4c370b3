import { Prisma } from "@/lib/generated/prisma/client";
import { readSql } from "@/lib/db/read-sql";
import { SessionLeases, tickMs } from "@/server/cluster/session-leases";

// With several processes, a WhatsApp session runs where its lease is held (server/cluster/README.md).
// SESSION_LEASE_SECONDS says how long a lease lasts unrenewed, so how soon a killed process's
// sessions move to another one.

const secondsLeft = async (connectionId: number) =>
  (
    await readSql<{ left: number }>(Prisma.sql`
      SELECT EXTRACT(EPOCH FROM "expiresAt" - now())::float8 AS "left" FROM "SessionLease" WHERE "whatsappId" = ${connectionId}`)
  )[0].left;

afterEach(() => {
  delete process.env.SESSION_LEASE_SECONDS;
});

test("a lease lasts SESSION_LEASE_SECONDS, renewed every third of it; another process takes it only once it lapsed", async () => {
  process.env.SESSION_LEASE_SECONDS = "3";
  const [first, second] = [new SessionLeases("first"), new SessionLeases("second")];
  expect(await first.claim(901)).toBe(true);
  expect(await secondsLeft(901)).toBeGreaterThan(2);
  expect(await secondsLeft(901)).toBeLessThanOrEqual(3);
  expect(tickMs()).toBe(1000);
  expect(await second.claim(901)).toBe(false);
  expect(await second.owner(901)).toBe("first");

  await readSql(
    Prisma.sql`UPDATE "SessionLease" SET "expiresAt" = now() - interval '1 millisecond' WHERE "whatsappId" = 901`,
  );
  expect(await second.owner(901)).toBeNull();
  expect(await second.claim(901)).toBe(true);
  expect(await first.renew()).toEqual(new Set());
});

test("without SESSION_LEASE_SECONDS a lease lasts 15 s, renewed every 5", async () => {
  expect(await new SessionLeases("default").claim(902)).toBe(true);
  expect(await secondsLeft(902)).toBeGreaterThan(14);
  expect(await secondsLeft(902)).toBeLessThanOrEqual(15);
  expect(tickMs()).toBe(5000);
});
