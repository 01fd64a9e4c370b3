import { bulkSendJob } from "@/lib/bulk/bulk-send-job";
import { automaticReplyJob } from "@/lib/chatbot/automatic-reply-job";
import { menuTimeoutJob } from "@/lib/chatbot/menu-timeout-job";
import { downloadMediaJob } from "@/lib/inbound/download-media-job";
import type { JobDefinition } from "@/lib/jobs/define-job";
import { pruneJob } from "@/lib/lifecycle/prune-job";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { foldReportTalliesJob } from "@/lib/reports/fold-report-tallies";
import { sendScheduleJob } from "@/lib/schedules/send-schedule-job";
import { assignTicketsJob } from "@/lib/tickets/assign-tickets-job";
import { autoCloseJob } from "@/lib/tickets/auto-close-job";
import { foldTicketCountsJob } from "@/lib/tickets/ticket-counts";
import { deliverWebhookJob } from "@/lib/webhooks/deliver-webhook-job";

/**
 * Every job the server runs, each defined once in its own area (lib/jobs/README.md): the runner
 * serves these queues, and the recurring ones among them are enqueued once per period.
 */
export const JOBS: readonly JobDefinition[] = [
  sendMessageJob,
  sendScheduleJob,
  bulkSendJob,
  downloadMediaJob,
  automaticReplyJob,
  menuTimeoutJob,
  autoCloseJob,
  foldTicketCountsJob,
  foldReportTalliesJob,
  pruneJob,
  deliverWebhookJob,
  assignTicketsJob,
];
