import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import { enqueue } from "@/lib/jobs/job-queue";
import { testJob } from "@/tests/support/test-jobs";

// A ticket's change runs its transaction on pg without Prisma's client (lib/db/sql-transaction.ts,
// lib/tickets/update-visible-ticket.ts): it must commit and roll back as Prisma's does.

const jobsOf = (queue: string) => prisma.job.findMany({ where: { queue }, orderBy: { id: "asc" } });

it("commits what the work wrote, seen by its own later statements", async () => {
  const inserted = await sqlTransaction(async (tx) => {
    await enqueue(tx, testJob("sql-tx-commit"), { n: 1 }, { key: "sql-tx-commit:1" });
    return tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Job" WHERE "queue" = ${"sql-tx-commit"}`;
  });
  expect(inserted).toEqual([{ n: 1 }]);
  expect((await jobsOf("sql-tx-commit")).map((job) => job.payload)).toEqual([{ n: 1 }]);
});

it("rolls back everything when the work throws, and the pool goes on serving", async () => {
  await expect(
    sqlTransaction(async (tx) => {
      await enqueue(tx, testJob("sql-tx-rollback"), {}, { key: "sql-tx-rollback:1" });
      await tx.$executeRaw`SELECT 1 / 0`;
    }),
  ).rejects.toThrow(/division by zero/);
  expect(await jobsOf("sql-tx-rollback")).toEqual([]);
  // Every connection of the pool still answers, none left inside the failed transaction.
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => sqlTransaction((tx) => tx.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`)),
  );
  expect(answers.every(([row]) => row.ok === 1)).toBe(true);
});
