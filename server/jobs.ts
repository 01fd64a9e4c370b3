import { BULK_SEND_QUEUE } from "@/lib/bulk/bulk-queue";
import { bulkSendJob } from "@/lib/bulk/bulk-send-job";
import { releaseClaimsOfDeadProcess } from "@/lib/jobs/job-queue";
import { JobRunner, installJobRunner } from "@/lib/jobs/job-runner";
import { enqueueForPeriod } from "@/lib/jobs/recurring";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { SEND_MESSAGE_QUEUE } from "@/lib/messages/send-message-queue";
import { log } from "@/lib/process/registry";
import { withScheduleOutcome } from "@/lib/schedules/schedule-outcome";
import { SEND_SCHEDULE_QUEUE, sendScheduleJob } from "@/lib/schedules/send-schedule-job";
import { AUTO_CLOSE_PERIOD_MS, AUTO_CLOSE_QUEUE, autoCloseJob } from "@/lib/tickets/auto-close-job";

/** The job runner with every queue's handler, and the periodic enqueue of auto-close. */
export async function startJobs(embedded: boolean) {
  const jobs = new JobRunner(
    {
      [SEND_MESSAGE_QUEUE]: withScheduleOutcome(sendMessageJob),
      [SEND_SCHEDULE_QUEUE]: sendScheduleJob,
      [BULK_SEND_QUEUE]: bulkSendJob,
      [AUTO_CLOSE_QUEUE]: autoCloseJob,
    },
    log,
  );
  installJobRunner(jobs);
  // The embedded database serves one process: claims left by a killed one are this process's to retry.
  if (embedded) await releaseClaimsOfDeadProcess();
  jobs.start();
  // Idle tickets are looked for every five minutes, once across all server processes.
  const autoClose = setInterval(() => void enqueueForPeriod(AUTO_CLOSE_QUEUE, AUTO_CLOSE_PERIOD_MS).catch(() => undefined), 60_000);
  return {
    async stop() {
      clearInterval(autoClose);
      await jobs.stop();
      installJobRunner(undefined);
    },
  };
}
