import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { enqueue } from "@/lib/jobs/job-queue";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { sendMessageJob } from "./send-message-job";

/**
 * 'Send again' on a message of ours whose send failed for good: its failure is cleared and a new
 * send job is enqueued in the same transaction. The message's row lock lines clicks up: the first
 * clears the failure and queues the send, a second finds nothing failed and queues nothing, so each
 * click sends at most once; answers whether this call queued it. The message keeps its id, so
 * WhatsApp keeps one copy if the failed attempt reached it after all.
 */
export async function resendMessage(caller: Caller, messageId: number): Promise<boolean> {
  const resent = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Message" WHERE "id" = ${messageId} AND "idGraf" = ${caller.idGraf} FOR UPDATE`;
    const message = await tx.message.findFirst({
      where: { id: messageId, idGraf: caller.idGraf, ticket: visibleTicketWhere(caller) },
      select: { id: true, ticketId: true, fromMe: true, isDeleted: true, sendError: true },
    });
    if (!message) throw new AppError("ERR_NOT_FOUND", "Message not found");
    if (!message.fromMe) throw new AppError("ERR_NO_PERMISSION", "Only own messages are sent");
    if (message.isDeleted || !message.sendError) return false;
    await tx.message.update({ where: { id: message.id }, data: { sendError: null, failedAt: null } });
    // A key of its own per click: the key of the failed job is taken for good.
    const key = `${sendMessageJob.queue}:${message.id}:again:${randomUUID()}`;
    await enqueue(
      tx,
      sendMessageJob,
      { messageId: message.id },
      { idGraf: caller.idGraf, key, group: `ticket:${message.ticketId}` },
    );
    return true;
  });
  if (!resent) return false;
  wakeJobs(sendMessageJob);
  await dispatch([{ type: "message.updated", idGraf: caller.idGraf, messageId, change: "resent" }]);
  return true;
}
