import { prisma } from "@/lib/db/client";
import { autocommit } from "@/lib/db/sql-transaction";
import { enqueue } from "@/lib/jobs/job-queue";
import { testJob } from "@/tests/support/test-jobs";

// A send's writes run on pg without Prisma's client (lib/db/sql-transaction.ts): they must send
// values as Prisma's raw queries do.

it("sends and stores times as Prisma's raw queries do, each statement committed on its own", async () => {
  const runAt = new Date("2026-11-27T23:30:00.123Z");
  const db = autocommit();
  // As UTC text: pg would send a Date in the process's zone, whose offset a column without zone drops.
  expect(await db.$queryRaw`SELECT ${runAt}::text AS sent`).toEqual([{ sent: "2026-11-27T23:30:00.123Z" }]);
  await enqueue(db, testJob("autocommit"), { n: 1 }, { key: "autocommit:1", runAt });
  const [job] = await prisma.job.findMany({ where: { queue: "autocommit" } });
  expect({ runAt: job.runAt.toISOString(), payload: job.payload }).toEqual({
    runAt: runAt.toISOString(),
    payload: { n: 1 },
  });
});
