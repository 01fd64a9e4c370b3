import { PrismaPg } from "@prisma/adapter-pg";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { prisma } from "@/lib/db/client";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { checkReadiness } from "@/lib/health/check-readiness";
import { markShuttingDown, markWarmingUp } from "@/lib/health/process-state";
import { call } from "@/tests/support/factories";

// GET /api/health answers while the process runs and is not stopping; GET /api/ready only while the
// database answers, every migration is applied and the process is neither warming up at start nor
// shutting down.
afterEach(() => {
  markShuttingDown(false);
  markWarmingUp(false);
});

test("health answers ok without touching the database, ready answers ready on a migrated database", async () => {
  expect(await call(health, {})).toMatchObject({ status: 200, json: { status: "ok" } });
  expect(await call(ready, {})).toMatchObject({ status: 200, json: { status: "ready" } });
});

test("while shutting down, ready and health answer 503, ready with the reason", async () => {
  markShuttingDown();
  expect(await call(ready, {})).toMatchObject({
    status: 503,
    json: { status: "unavailable", reason: "shutting down" },
  });
  expect(await call(health, {})).toMatchObject({ status: 503, json: { status: "stopping" } });
});

test("while the process warms up its hot paths at start, ready answers 503 with the reason", async () => {
  markWarmingUp();
  expect(await call(ready, {})).toMatchObject({ status: 503, json: { status: "unavailable", reason: "warming up" } });
  markWarmingUp(false);
  expect(await call(ready, {})).toMatchObject({ status: 200, json: { status: "ready" } });
});

test("a migration of this build not applied yet makes the process not ready", async () => {
  const [last] = await prisma.$queryRaw<{ id: string; name: string }[]>`
    SELECT "id", "migration_name" AS name FROM "_prisma_migrations" ORDER BY "migration_name" DESC LIMIT 1`;
  await prisma.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "id" = ${last.id}`;
  try {
    expect(await call(ready, {})).toMatchObject({
      status: 503,
      json: { status: "unavailable", reason: "migrations pending" },
    });
  } finally {
    await prisma.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "id" = ${last.id}`;
  }
});

test("a database that does not answer makes the process not ready, within seconds", async () => {
  // A real client whose server is gone: nothing listens on port 1.
  const gone = new PrismaClient({
    adapter: new PrismaPg({
      connectionString: "postgresql://postgres@127.0.0.1:1/none",
      connectionTimeoutMillis: 1000,
    }),
  });
  const started = Date.now();
  try {
    expect(await checkReadiness(gone)).toEqual({ ready: false, reason: "database unavailable" });
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await gone.$disconnect();
  }
});
