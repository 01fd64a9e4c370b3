import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import { enqueue } from "@/lib/jobs/job-queue";

// The inbound batch's transaction runs on pg without Prisma's client (lib/db/sql-transaction.ts):
// it must commit and roll back as Prisma's does, and send values as Prisma's raw queries do.

const jobsOf = (queue: string) => prisma.job.findMany({ where: { queue }, orderBy: { id: "asc" } });

it("commits what the work wrote, with times sent and stored as Prisma's raw queries do", async () => {
  const runAt = new Date("2026-11-27T23:30:00.123Z");
  const inserted = await sqlTransaction(async (tx) => {
    // As UTC text: pg would send a Date in the process's zone, whose offset a column without zone drops.
    expect(await tx.$queryRaw`SELECT ${runAt}::text AS sent`).toEqual([{ sent: "2026-11-27T23:30:00.123Z" }]);
    await enqueue(tx, { queue: "sql-tx-commit", key: "sql-tx-commit:1", payload: { n: 1 }, runAt });
    return tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Job" WHERE "queue" = ${"sql-tx-commit"}`;
  });
  expect(inserted).toEqual([{ n: 1 }]);
  const [job] = await jobsOf("sql-tx-commit");
  expect({ runAt: job.runAt.toISOString(), payload: job.payload }).toEqual({ runAt: runAt.toISOString(), payload: { n: 1 } });
});

it("rolls back everything when the work throws, and the pool goes on serving", async () => {
  await expect(
    sqlTransaction(async (tx) => {
      await enqueue(tx, { queue: "sql-tx-rollback", key: "sql-tx-rollback:1", payload: {} });
      await tx.$executeRaw`SELECT 1 / 0`;
    }),
  ).rejects.toThrow(/division by zero/);
  expect(await jobsOf("sql-tx-rollback")).toEqual([]);
  // Every connection of the pool still answers, none left inside the failed transaction.
  const answers = await Promise.all(Array.from({ length: 12 }, () => sqlTransaction((tx) => tx.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`)));
  expect(answers.every(([row]) => row.ok === 1)).toBe(true);
});
