import { provide, service } from "@/lib/process/registry";
import { claim, complete, defer, retryOrFail, type Job } from "./job-queue";

/** A handler may answer a time: the job is not done, it runs again then (pacing, not yet due). */
export type JobOutcome = void | { runAgainAt: Date };

export type JobHandler = {
  run: (job: Job) => Promise<JobOutcome>;
  /** Called once when the last attempt has failed. */
  onFailed?: (job: Job, error: unknown) => Promise<void>;
  baseDelayMs?: number;
};

// Polls each queue and runs what it claims. server.ts owns the runner; use cases call wake() after
// enqueuing so work starts at once instead of at the next poll.
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;

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
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  wake() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((error) => this.log(`jobs: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = false;
        if (this.again && this.timer) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Runs everything due now, queue by queue, until nothing is left. */
  async drain() {
    for (let busy = true; busy; ) {
      busy = false;
      for (const [queue, handler] of Object.entries(this.handlers)) {
        const jobs = await claim(queue, 10);
        busy ||= jobs.length > 0;
        await Promise.all(jobs.map((job) => this.runOne(job, handler)));
      }
    }
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
