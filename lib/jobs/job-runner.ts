import { provide, service } from "@/lib/process/registry";
import { claim, complete, defer, retryOrFail, type Job } from "./job-queue";

/** A handler may answer a time: the job is not done, it runs again then (pacing, not yet due). */
export type JobOutcome = void | { runAgainAt: Date };

export type JobHandler = {
  run: (job: Job) => Promise<JobOutcome>;
  /** Called once when the last attempt has failed. */
  onFailed?: (job: Job, error: unknown) => Promise<void>;
  baseDelayMs?: number;
  /** Jobs of the queue running at once in this process (10): fewer for work that holds memory or a link. */
  batchSize?: number;
  /** Jobs of one tenant running at once (half the batch): the other tenants always get a slot. */
  tenantCap?: number;
};

// Polls each queue and runs what it claims. server.ts owns the runner; use cases call wake() after
// enqueuing so work starts at once instead of at the next poll. Each queue runs in its own lane
// with its own slots: a slow job (a bulk send's pacing run, a large media download) never holds up
// another queue's work (a reply waiting to go), a freed slot claims the next job at once, and
// within a queue claims serve tenants in turn (lib/jobs/job-queue.ts).
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();

  constructor(
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: (line: string) => void = () => undefined,
    private readonly pollMs = 1000,
  ) {}

  start() {
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.wake();
  }

  /** Claims nothing more and waits for the jobs running now. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    while (this.running.size) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  wake() {
    for (const queue of Object.keys(this.handlers)) this.wakeQueue(queue);
  }

  private wakeQueue(queue: string) {
    if (this.running.has(queue)) {
      this.again.add(queue);
      return;
    }
    this.running.add(queue);
    void this.drainQueue(queue)
      .catch((error) => this.log(`jobs (${queue}): ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running.delete(queue);
        if (this.again.delete(queue) && this.timer) this.wakeQueue(queue);
      });
  }

  /** Runs everything due now, every queue, until nothing is left (a job may enqueue another). */
  async drain() {
    for (let busy = true; busy; ) {
      const ran = await Promise.all(Object.keys(this.handlers).map((queue) => this.drainQueue(queue)));
      busy = ran.some((count) => count > 0);
    }
  }

  /** Keeps the queue's slots busy while jobs are due; says how many ran. */
  private async drainQueue(queue: string) {
    const handler = this.handlers[queue];
    const slots = handler.batchSize ?? 10;
    const tenantCap = handler.tenantCap ?? Math.max(1, Math.floor(slots / 2));
    const running = new Set<Promise<void>>();
    let ran = 0;
    for (;;) {
      const jobs = running.size < slots && !this.stopping ? await claim(queue, slots - running.size, tenantCap) : [];
      for (const job of jobs) {
        const run: Promise<void> = this.runOne(job, handler).finally(() => running.delete(run));
        running.add(run);
      }
      ran += jobs.length;
      if (!running.size) return ran;
      if (!jobs.length || running.size >= slots) await Promise.race(running);
    }
  }

  /** Never rejects: a job's failure is recorded on the job, and a failure to record it is logged. */
  private async runOne(job: Job, handler: JobHandler) {
    try {
      try {
        const outcome = await handler.run(job);
        if (outcome) await defer(job.id, outcome.runAgainAt);
        else await complete(job.id);
      } catch (error) {
        const outcome = await retryOrFail(job, error, handler.baseDelayMs ?? 2000);
        if (outcome === "failed") await handler.onFailed?.(job, error);
      }
    } catch (error) {
      this.log(`jobs (${job.queue} ${job.id}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

declare module "@/lib/process/registry" {
  interface ProcessServices {
    jobs: JobRunner;
  }
}

export const installJobRunner = (runner: JobRunner | undefined) => provide("jobs", runner);

/** Starts due work now in this process, if it runs jobs (tests and scripts may not). */
export const wakeJobs = () => service("jobs")?.wake();
