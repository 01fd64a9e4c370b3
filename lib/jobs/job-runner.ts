import { logger } from "@/lib/process/logger";
import { provide, service } from "@/lib/process/registry";
import { z } from "zod";
import type { JobDefinition, JobKind, JobOutcome } from "./define-job";
import { claim, complete, defer, dueQueues, failForGood, releaseClaims, retryOrFail, type Job } from "./job-queue";

// Polls for due work (one statement for every queue) and runs what it claims. server.ts owns the
// runner; use cases call wake() after enqueuing so work starts at once instead of at the next poll,
// which finds what other processes enqueued and what came due. Each queue runs in its own lane
// with its own slots: a slow job (a bulk send's pacing run, a large media download) never holds up
// another queue's work (a reply waiting to go), a freed slot claims the next job at once, and
// within a queue claims serve tenants in turn (lib/jobs/job-queue.ts).
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  /** Ends the wait of a queue's lane for one of its jobs to end: a wake came. */
  private readonly wakers = new Map<string, () => void>();
  /** The jobs being run now; those still running when a stop's time is up are given back. */
  private readonly inHand = new Set<bigint>();
  private readonly givenBack = new Set<bigint>();

  private readonly definitions: Map<string, JobDefinition>;

  constructor(
    definitions: readonly JobDefinition[],
    private readonly pollMs = 1000,
  ) {
    this.definitions = new Map(definitions.map((definition) => [definition.queue, definition]));
  }

  start() {
    this.stopping = false;
    this.timer = setInterval(() => this.poll(), this.pollMs);
    this.wake();
  }

  /** Wakes the queues with due work: jobs another process enqueued, or whose time came. */
  private poll() {
    if (this.stopping) return;
    dueQueues(this.queues())
      .then((queues) => this.wake(queues))
      .catch((error) => logger().error({ err: error }, "jobs: could not look for due work"));
  }

  /** The queues this runner serves. */
  queues(): string[] {
    return [...this.definitions.keys()];
  }

  /**
   * Claims nothing more and lets the jobs in hand finish until `deadline` (ms since the epoch);
   * the claims of those still running then are released, so another process (or the next start)
   * runs them at once instead of after the claim's five minutes.
   */
  async stop(deadline = Infinity) {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    while (this.running.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!this.inHand.size) return;
    const ids = [...this.inHand];
    ids.forEach((id) => this.givenBack.add(id));
    await releaseClaims(ids);
    logger().warn({ jobs: ids.map(String) }, `jobs still running at shutdown, claims released: ${ids.length}`);
  }

  /** Claims due work now, of the queues named (a job was just enqueued there), or of every queue. */
  wake(queues: readonly string[] = this.queues()) {
    if (this.stopping) return;
    for (const queue of queues) if (this.definitions.has(queue)) this.wakeQueue(queue);
  }

  private wakeQueue(queue: string) {
    if (this.running.has(queue)) {
      this.again.add(queue);
      this.wakers.get(queue)?.();
      return;
    }
    this.running.add(queue);
    void this.drainQueue(queue)
      .catch((error) => logger().error({ err: error, queue }, "jobs: could not run the queue"))
      .finally(() => {
        this.running.delete(queue);
        if (this.again.delete(queue) && this.timer) this.wakeQueue(queue);
      });
  }

  /** Runs everything due now, every queue, until nothing is left (a job may enqueue another). */
  async drain() {
    for (let busy = true; busy;) {
      const ran = await Promise.all(this.queues().map((queue) => this.drainQueue(queue)));
      busy = ran.some((count) => count > 0);
    }
  }

  /** Keeps the queue's slots busy while jobs are due; says how many ran. */
  private async drainQueue(queue: string) {
    const definition = this.definitions.get(queue)!;
    const slots = definition.batchSize ?? 10;
    const tenantCap = definition.tenantCap ?? Math.max(1, Math.floor(slots / 2));
    const running = new Set<Promise<void>>();
    let ran = 0;
    // Whether a claim now may find something: not after one that took every due job, until a wake
    // (a job enqueued, or the poll). A send would otherwise cost a second claim that finds nothing.
    let mayFindMore = true;
    for (;;) {
      const free = this.stopping ? 0 : slots - running.size;
      if (this.again.delete(queue)) mayFindMore = true;
      let jobs: Job[] = [];
      if (free > 0 && mayFindMore) {
        const claimed = await claim(queue, free, tenantCap);
        jobs = claimed.jobs;
        mayFindMore = !claimed.tookAllDue;
      }
      for (const job of jobs) {
        const run: Promise<void> = this.runOne(job, definition).finally(() => running.delete(run));
        running.add(run);
      }
      ran += jobs.length;
      if (!running.size) return ran;
      // The lane is full, or its claim came back short (all that was due and free to run): it
      // claims again when a job ends, or at once for a wake (a job enqueued, or the poll), so a
      // new job never waits on a slow one.
      const woken = new Promise<void>((resolve) => this.wakers.set(queue, resolve));
      await Promise.race([...running, woken]);
      this.wakers.delete(queue);
    }
  }

  /**
   * Never rejects: a job's failure is recorded on the job, and a failure to record it is logged. A
   * payload that does not fit the definition's schema fails the job for good: no attempt would
   * read it otherwise.
   */
  private async runOne(job: Job, definition: JobDefinition) {
    this.inHand.add(job.id);
    try {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) {
        const reason = `the payload does not fit the ${job.queue} job's schema: ${z.prettifyError(parsed.error)}`;
        await failForGood(job.id, reason);
        logger().error({ queue: job.queue, job: String(job.id) }, `jobs: ${job.queue} job ${job.id} failed, ${reason}`);
        return;
      }
      let outcome: JobOutcome;
      try {
        outcome = await definition.run(parsed.data, job);
      } catch (error) {
        // A job given back at shutdown is another run's now: this one's outcome is not recorded.
        if (this.givenBack.has(job.id)) return;
        const next = await retryOrFail(job, error, definition.baseDelayMs ?? 2000);
        if (next === "failed") await definition.onFinalFailure?.(parsed.data, error, job);
        else await definition.onRetry?.(parsed.data, error, job);
        return;
      }
      if (this.givenBack.has(job.id)) return;
      if (outcome) await defer(job.id, outcome.runAgainAt);
      else await complete(job.id);
    } catch (error) {
      logger().error({ err: error, queue: job.queue, job: String(job.id) }, "jobs: could not record the job's outcome");
    } finally {
      this.inHand.delete(job.id);
    }
  }
}

declare module "@/lib/process/registry" {
  interface ProcessServices {
    jobs: JobRunner;
  }
}

export const installJobRunner = (runner: JobRunner | undefined) => provide("jobs", runner);

/** The job runner of this process, if it runs jobs (tests and scripts may not). */
export const runningJobs = () => service("jobs");

/**
 * Starts the jobs just enqueued on these queues (after the commit) in this process, if it runs
 * jobs (tests and scripts may not), instead of at the next poll. Only those queues: a claim is a
 * round trip, and sends come many a second.
 */
export const wakeJobs = (...jobs: [JobKind, ...JobKind[]]) => service("jobs")?.wake(jobs.map((job) => job.queue));
