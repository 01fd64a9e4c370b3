import { sqlTransaction } from "@/lib/db/sql-transaction";
import { dispatch } from "@/lib/events/dispatch";
import { defineJob } from "@/lib/jobs/define-job";
import { finishOnce } from "@/lib/jobs/job-queue";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { automaticReply } from "@/lib/tickets/automatic-reply";
import { fillTemplate, RATING_PROMPT_HINT } from "./greeting-template";
import { enqueueMenuTimeout } from "./menu-timeout-job";

/**
 * Stores an automatic reply (lib/tickets/automatic-reply.ts) and hands it to the send job, which
 * retries a failed send: the message, its send job, a menu's time-out and this job's end commit
 * together, so a run again after a crash (the job was not yet recorded done) stores and sends
 * nothing more. A ticket deleted meanwhile gets nothing.
 */
export const automaticReplyJob = defineJob({
  ...automaticReply,
  async run({ ticketId, text, templateAt, menu, ratingHint }, job) {
    const reply = await sqlTransaction(async (tx) => {
      if (!(await finishOnce(tx, job))) return null;
      const [ticket] = await tx.$queryRaw<{ id: number; idGraf: number; whatsappId: number; name: string }[]>`
        SELECT t.id, t."idGraf", t."whatsappId", c.name FROM "Ticket" t JOIN "Contact" c ON c.id = t."contactId"
        WHERE t.id = ${ticketId} AND t."idGraf" = ${job.idGraf}`;
      if (!ticket) return null;
      const clock = await tenantClock(ticket.idGraf, tx);
      const filled = templateAt ? fillTemplate(text, ticket.name, new Date(templateAt), clock) : text;
      const body = ratingHint ? `${filled}\n\n${RATING_PROMPT_HINT[clock.messagesLocale]}` : filled;
      const stored = await storeOutbound(tx, ticket, { body });
      if (menu) await enqueueMenuTimeout(tx, { ticketId, menuMessageId: stored.id });
      return { idGraf: ticket.idGraf, messageId: stored.id };
    });
    if (!reply) return;
    wakeJobs(sendMessageJob);
    await dispatch([{ type: "message.created", idGraf: reply.idGraf, messageIds: [reply.messageId] }]);
  },
});
