import { BULK_SEND_QUEUE } from "@/lib/bulk/bulk-queue";
import { MENU_TIMEOUT_QUEUE, menuTimeoutJob } from "@/lib/chatbot/menu-timeout-job";
import { bulkSendJob } from "@/lib/bulk/bulk-send-job";
import { releaseClaimsOfDeadProcess } from "@/lib/jobs/job-queue";
import { JobRunner, installJobRunner } from "@/lib/jobs/job-runner";
import { enqueueForPeriod } from "@/lib/jobs/recurring";
import { downloadMediaJob } from "@/lib/inbound/download-media-job";
import { DOWNLOAD_MEDIA_QUEUE } from "@/lib/inbound/media-download-queue";
import { PRUNE_PERIOD_MS, PRUNE_QUEUE, pruneJob } from "@/lib/lifecycle/prune-job";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { SEND_MESSAGE_QUEUE } from "@/lib/messages/send-message-queue";
import { withScheduleOutcome } from "@/lib/schedules/schedule-outcome";
import { SEND_SCHEDULE_QUEUE, sendScheduleJob } from "@/lib/schedules/send-schedule-job";
import { AUTO_CLOSE_PERIOD_MS, AUTO_CLOSE_QUEUE, autoCloseJob } from "@/lib/tickets/auto-close-job";
import {
  FOLD_TICKET_COUNTS_PERIOD_MS,
  FOLD_TICKET_COUNTS_QUEUE,
  foldTicketCountsJob,
} from "@/lib/tickets/ticket-counts";

/** The job runner with every queue's handler, and the periodic enqueue of auto-close, count folding and pruning. */
export async function startJobs(embedded: boolean) {
  const jobs = new JobRunner({
    [SEND_MESSAGE_QUEUE]: withScheduleOutcome(sendMessageJob),
    [SEND_SCHEDULE_QUEUE]: sendScheduleJob,
    [BULK_SEND_QUEUE]: bulkSendJob,
    [DOWNLOAD_MEDIA_QUEUE]: downloadMediaJob,
    [PRUNE_QUEUE]: pruneJob,
    [AUTO_CLOSE_QUEUE]: autoCloseJob,
    [MENU_TIMEOUT_QUEUE]: menuTimeoutJob,
    [FOLD_TICKET_COUNTS_QUEUE]: foldTicketCountsJob,
  });
  installJobRunner(jobs);
  // The embedded database serves one process: claims left by a killed one are this process's to retry.
  if (embedded) await releaseClaimsOfDeadProcess();
  jobs.start();
  // Idle tickets are looked for every five minutes, the tabs' counts folded every minute, finished
  // data pruned every hour, each once across all server processes.
  const recurring = () => {
    void enqueueForPeriod(AUTO_CLOSE_QUEUE, AUTO_CLOSE_PERIOD_MS).catch(() => undefined);
    void enqueueForPeriod(FOLD_TICKET_COUNTS_QUEUE, FOLD_TICKET_COUNTS_PERIOD_MS).catch(() => undefined);
    void enqueueForPeriod(PRUNE_QUEUE, PRUNE_PERIOD_MS).catch(() => undefined);
  };
  const periodic = setInterval(recurring, 60_000);
  return {
    /** Claims nothing more; jobs under way finish until `deadline`, or their claims are released. */
    async stop(deadline?: number) {
      clearInterval(periodic);
      await jobs.stop(deadline);
      installJobRunner(undefined);
    },
  };
}
