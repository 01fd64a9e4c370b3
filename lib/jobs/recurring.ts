import { z } from "zod";
import { prisma } from "@/lib/db/client";
import type { JobDefinition } from "./define-job";
import { enqueue } from "./job-queue";

/** The payload of a recurring job: the period it runs for. */
const periodPayload = z.object({ period: z.number().int() });

export type RecurringJob = JobDefinition<typeof periodPayload> & {
  /** The job runs once per period of this length, across all server processes. */
  everyMs: number;
};

/**
 * Work that runs once per period (auto-close, count folding, pruning): its payload is the period,
 * and a failed run is not retried (the next period's job comes soon).
 */
export const defineRecurringJob = (job: {
  queue: string;
  everyMs: number;
  run: () => Promise<void>;
}): RecurringJob => ({
  ...job,
  payload: periodPayload,
  maxAttempts: 1,
});

/**
 * Enqueues a job once per period however many processes call this: the key names the period, and
 * enqueue keeps one job per key.
 */
export async function enqueueForPeriod(job: RecurringJob, now = Date.now()) {
  const period = Math.floor(now / job.everyMs);
  await enqueue(prisma, job, { period }, { key: `${job.queue}:${period}` });
}

export const isRecurring = (job: JobDefinition): job is RecurringJob => "everyMs" in job;
