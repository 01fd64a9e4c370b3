import { prisma } from "@/lib/db/client";
import { bulkSendJob } from "@/lib/bulk/bulk-send-job";
import { JobRunner } from "@/lib/jobs/job-runner";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { sendScheduleJob } from "@/lib/schedules/send-schedule-job";

// The senders of schedules and bulk sends as server.ts runs them, retrying milliseconds apart.
export const sendsRunner = (pollMs = 100) =>
  new JobRunner([{ ...sendMessageJob, baseDelayMs: 5 }, { ...sendScheduleJob, baseDelayMs: 5 }, bulkSendJob], pollMs);

/** Runs every job that is due, retries (due within a second) included, until none is. */
export async function drainDue(jobs = sendsRunner()) {
  for (let i = 0; i < 200; i++) {
    await jobs.drain();
    // Jobs held back behind an earlier job of their group are not due.
    const [{ due }] = await prisma.$queryRaw<{ due: number }[]>`
      SELECT count(*)::int AS due FROM "Job" AS j
      WHERE "doneAt" IS NULL AND "failedAt" IS NULL AND "runAt" <= now() + interval '1 second'
        AND ("group" IS NULL OR NOT EXISTS (
          SELECT 1 FROM "Job" AS earlier
          WHERE earlier."group" = j."group" AND earlier."id" < j."id" AND earlier."doneAt" IS NULL AND earlier."failedAt" IS NULL))`;
    if (!due) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
