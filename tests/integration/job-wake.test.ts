import { prisma } from "@/lib/db/client";
import { claim, complete, dueQueues, enqueue } from "@/lib/jobs/job-queue";
import { JobRunner } from "@/lib/jobs/job-runner";
import { captureLog } from "@/tests/support/captured-log";
import { testJob } from "@/tests/support/test-jobs";

// Waking the runner after an enqueue claims on the queues named, not on every queue: a send wakes
// the send queue many times a second, and each claim is a round trip to the database.
const SENDS = "wake-test-sends";
const OTHER = "wake-test-other";

const jobOf = (key: string) => prisma.job.findFirstOrThrow({ where: { key } });

async function until(done: () => Promise<boolean>) {
  for (const deadline = Date.now() + 5_000; !(await done());) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("a wake for one queue runs its due job and leaves the other queues' jobs to their own wake", async () => {
  const ran: string[] = [];
  const job = (queue: string) => testJob(queue, async () => void ran.push(queue));
  // Never started: no poll wakes anything behind the test's back.
  const runner = new JobRunner([job(SENDS), job(OTHER)], 60_000);
  await enqueue(prisma, testJob(SENDS), {}, { key: "wake-send" });
  await enqueue(prisma, testJob(OTHER), {}, { key: "wake-other" });

  runner.wake([SENDS]);
  await until(async () => (await jobOf("wake-send")).doneAt !== null);
  expect(ran).toEqual([SENDS]);
  expect(await jobOf("wake-other")).toMatchObject({ doneAt: null, lockedAt: null, attempts: 0 });

  runner.wake();
  await until(async () => (await jobOf("wake-other")).doneAt !== null);
  expect(ran).toEqual([SENDS, OTHER]);
  // Its lanes may still look for work: stopped, they leave the next test's jobs alone.
  await runner.stop();
});

test("a wake naming a queue this runner does not serve claims nothing and fails nothing", async () => {
  const log = captureLog();
  try {
    const runner = new JobRunner([testJob(SENDS)], 60_000);
    await enqueue(prisma, testJob(OTHER), {}, { key: "not-served" });
    runner.wake([OTHER]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await jobOf("not-served")).toMatchObject({ lockedAt: null, attempts: 0 });
    // A runner of other queues (a test's, a process serving a few) is woken by every send.
    expect(log.lines.filter((line) => line.level === "error")).toEqual([]);
  } finally {
    log.restore();
  }
});

test("a poll asks which queues have work due that no one holds, and runs a job enqueued without a wake", async () => {
  const [due, later, held, done, empty] = ["due", "later", "held", "done", "empty"].map((name) => `poll-test-${name}`);
  await enqueue(prisma, testJob(due), {}, { key: "poll-due" });
  await enqueue(prisma, testJob(later), {}, { key: "poll-later", runAt: new Date(Date.now() + 60_000) });
  await enqueue(prisma, testJob(held), {}, { key: "poll-held" });
  await enqueue(prisma, testJob(done), {}, { key: "poll-done" });
  await claim(held, 1);
  const {
    jobs: [finished],
  } = await claim(done, 1);
  await complete(finished.id);
  expect(await dueQueues([due, later, held, done, empty])).toEqual([due]);

  // Started, the runner claims what is due; then its poll finds a job enqueued without a wake, as
  // another process's would be.
  const ran: string[] = [];
  const runner = new JobRunner(
    [due, later, held, done, empty].map((queue) => testJob(queue, async () => void ran.push(queue))),
    50,
  );
  runner.start();
  try {
    await until(async () => (await jobOf("poll-due")).doneAt !== null);
    await enqueue(prisma, testJob(empty), {}, { key: "poll-enqueued-elsewhere" });
    await until(async () => (await jobOf("poll-enqueued-elsewhere")).doneAt !== null);
  } finally {
    await runner.stop();
  }
  expect(ran).toEqual([due, empty]);
  expect(await jobOf("poll-later")).toMatchObject({ doneAt: null, attempts: 0 });
});

test("a job woken while its queue's only running job hangs starts at once, not when that one ends", async () => {
  const queue = "wake-test-slow";
  let release = () => {};
  const hanging = new Promise<void>((resolve) => (release = resolve));
  const started: string[] = [];
  const runner = new JobRunner(
    [
      testJob(queue, async (job) => {
        started.push(job.key!);
        if (job.key === "wake-slow") await hanging;
      }),
    ],
    60_000,
  );
  await enqueue(prisma, testJob(queue), {}, { key: "wake-slow" });
  runner.wake([queue]);
  try {
    await until(async () => started.includes("wake-slow"));
    await enqueue(prisma, testJob(queue), {}, { key: "wake-quick" });
    runner.wake([queue]);
    await until(async () => (await jobOf("wake-quick")).doneAt !== null);
    expect((await jobOf("wake-slow")).doneAt).toBeNull();
  } finally {
    release();
  }
  await until(async () => (await jobOf("wake-slow")).doneAt !== null);
});
