import { provide, service } from "@/lib/process/registry";
import { claim, complete, defer, retryOrFail, type Job } from "./job-queue";

/** A handler may answer a time: the job is not done, it runs again then (pacing, not yet due). */
export type JobOutcome = void | { runAgainAt: Date };

export type JobHandler = {
  run: (job: Job) => Promise<JobOutcome>;
  /** Called once when the last attempt has failed. */
  onFailed?: (job: Job, error: unknown) => Promise<void>;
  baseDelayMs?: number;
  /** Jobs of the queue claimed and run at once (10): fewer for work that holds memory or a link. */
  batchSize?: number;
};

// Polls each queue and runs what it claims. server.ts owns the runner; use cases call wake() after
// enqueuing so work starts at once instead of at the next poll. Each queue drains on its own, so a
// slow job (a large media download) never holds another queue's work (a reply waiting to go).
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();

  constructor(
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: (line: string) => void = () => undefined,
    private readonly pollMs = 1000,
  ) {}

  start() {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.wake();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
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
      .catch((error) => this.log(`jobs: ${error instanceof Error ? error.message : String(error)}`))
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

  /** Runs the queue's due jobs until none is left; says how many ran. */
  private async drainQueue(queue: string) {
    const handler = this.handlers[queue];
    const size = handler.batchSize ?? 10;
    let ran = 0;
    for (let jobs = await claim(queue, size); jobs.length; jobs = await claim(queue, size)) {
      await Promise.all(jobs.map((job) => this.runOne(job, handler)));
      ran += jobs.length;
    }
    return ran;
  }

  private async runOne(job: Job, handler: JobHandler) {
    try {
      const outcome = await handler.run(job);
      if (outcome) await defer(job.id, outcome.runAgainAt);
      else await complete(job.id);
    } catch (error) {
      const outcome = await retryOrFail(job, error, handler.baseDelayMs ?? 2000);
      if (outcome === "failed") await handler.onFailed?.(job, error);
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
