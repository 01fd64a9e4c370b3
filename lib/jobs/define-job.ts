import type { z } from "zod";
import type { Job } from "./job-queue";

/** A run may answer a time: the job is not done, it runs again then (pacing, not yet due). */
export type JobOutcome = void | { runAgainAt: Date };

/**
 * A job, defined once in its own area: its queue, the zod schema of its payload (parsed when the
 * job is claimed: a payload that does not fit fails the job for good, without a retry), what a run
 * does, what a failed attempt that will be retried does and what its last failed attempt does.
 * The server's list of definitions registers them all with the runner; `enqueue` takes a
 * definition and only its payload.
 */
export type JobDefinition<Payload extends z.ZodType = z.ZodType> = {
  queue: string;
  payload: Payload;
  run(payload: z.output<Payload>, job: Job): Promise<JobOutcome>;
  /**
   * Called after a failed attempt that will be tried again (the retry is already recorded), so the
   * work's owner can say at once that it is being retried; a later attempt may run meanwhile.
   */
  onRetry?(payload: z.output<Payload>, error: unknown, job: Job): Promise<void>;
  /** Called once, when the last attempt has failed. */
  onFinalFailure?(payload: z.output<Payload>, error: unknown, job: Job): Promise<void>;
  /** Attempts before the job fails for good (5). */
  maxAttempts?: number;
  /** The first retry's wait; each next one waits twice as long (2 s). */
  baseDelayMs?: number;
  /** Jobs of the queue running at once in this process (10): fewer for work that holds memory or a link. */
  batchSize?: number;
  /** Jobs of one tenant running at once (half the batch): the other tenants always get a slot. */
  tenantCap?: number;
};

/**
 * What enqueueing needs of a job: its queue, payload and attempts. A folder below the one that runs
 * a job declares this and enqueues it; the runnable definition spreads it (`{ ...kind, run }`).
 */
export type JobKind<Payload extends z.ZodType = z.ZodType> = Pick<
  JobDefinition<Payload>,
  "queue" | "payload" | "maxAttempts"
>;

export const defineJob = <Payload extends z.ZodType>(definition: JobDefinition<Payload>) => definition;
