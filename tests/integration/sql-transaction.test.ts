import { prisma } from "@/lib/db/client";
import { eachSqlRowWith, sqlTransaction } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
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

it("hands a long read's rows over one by one under its settings, and a failing row fails the read, not the pool", async () => {
  const seen: { n: number; memory: string }[] = [];
  await eachSqlRowWith<{ n: number; memory: string }>(
    "SET LOCAL work_mem = '7MB'",
    Prisma.sql`SELECT n, current_setting('work_mem') AS memory FROM generate_series(1, ${500}::int) n`,
    (row) => seen.push(row),
  );
  expect(seen.map((row) => row.n)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  expect(new Set(seen.map((row) => row.memory))).toEqual(new Set(["7MB"]));

  let after = 0;
  await expect(
    eachSqlRowWith<{ n: number }>("", Prisma.sql`SELECT n FROM generate_series(1, 10) n`, (row) => {
      after = row.n;
      if (row.n === 3) throw new Error("row 3 is bad");
    }),
  ).rejects.toThrow("row 3 is bad");
  expect(after).toBe(3);
  await expect(eachSqlRowWith("", Prisma.sql`SELECT 1 / 0`, () => undefined)).rejects.toThrow(/division by zero/);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => sqlTransaction((tx) => tx.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`)),
  );
  expect(answers.every(([row]) => row.ok === 1)).toBe(true);
});
