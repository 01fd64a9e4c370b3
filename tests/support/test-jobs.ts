import { z } from "zod";
import { defineJob, type JobOutcome } from "@/lib/jobs/define-job";
import type { Job } from "@/lib/jobs/job-queue";

/** A job of a test's own queue, taking any payload; its run does nothing unless given one. */
export const testJob = (queue: string, run: (job: Job) => Promise<JobOutcome> = async () => undefined) =>
  defineJob({ queue, payload: z.unknown(), run: (_payload, job) => run(job) });
