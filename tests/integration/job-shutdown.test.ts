import { prisma } from "@/lib/db/client";
import { claim, enqueue } from "@/lib/jobs/job-queue";
import { JobRunner } from "@/lib/jobs/job-runner";
import { testJob } from "@/tests/support/test-jobs";

// A stopping process claims no more jobs, lets the ones it runs finish until its deadline, and
// gives back the claims of those still running then, so another process runs them at once.
const QUEUE = "shutdown-test";

/** A job whose runs wait until `finish` is called; `started` resolves at the first run. */
function heldJob() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const runs: bigint[] = [];
  return {
    runs,
    running,
    finish,
    job: testJob(QUEUE, async (job) => {
      runs.push(job.id);
      started();
      await finished;
    }),
  };
}

const jobOf = (key: string) => prisma.job.findFirstOrThrow({ where: { key } });

/** A runner (polling rarely) running the job `key`, held. */
async function runningHeld(key: string) {
  const held = heldJob();
  const runner = new JobRunner([held.job], 10_000);
  await enqueue(prisma, held.job, {}, { key });
  runner.start();
  await held.running;
  return { held, runner };
}

test("a job that finishes before the deadline is done, and nothing is claimed after the stop began", async () => {
  const { held, runner } = await runningHeld("finishes");

  const stopped = runner.stop(Date.now() + 5_000);
  await enqueue(prisma, testJob(QUEUE), {}, { key: "enqueued-while-stopping" });
  runner.wake();
  held.finish();
  await stopped;

  expect(await jobOf("finishes")).toMatchObject({ doneAt: expect.any(Date), lockedAt: null });
  expect(await jobOf("enqueued-while-stopping")).toMatchObject({ doneAt: null, lockedAt: null, attempts: 0 });
  expect(held.runs).toHaveLength(1);
  await prisma.job.deleteMany({ where: { queue: QUEUE } });
});

test("a job still running at the deadline gives its claim back uncounted, and its late end records nothing", async () => {
  const { held, runner } = await runningHeld("outlives");
  expect((await claim(QUEUE, 10)).jobs).toEqual([]);

  const started = Date.now();
  await runner.stop(Date.now() + 300);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await jobOf("outlives")).toMatchObject({ lockedAt: null, attempts: 0, doneAt: null });

  // Another process claims it at once, without waiting for the claim's five minutes.
  const [again] = (await claim(QUEUE, 10)).jobs;
  expect(again).toMatchObject({ key: "outlives", attempts: 1 });
  held.finish();
  // Waits for the first run to end: its queue's drain is over.
  await runner.stop();
  expect(await jobOf("outlives")).toMatchObject({ doneAt: null, lockedAt: expect.any(Date) });
  await prisma.job.deleteMany({ where: { queue: QUEUE } });
});
