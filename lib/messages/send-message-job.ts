import { prisma } from "@/lib/db/client";
import type { JobHandler } from "@/lib/jobs/job-runner";
import { sessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { publishMessage } from "./publish-message";

export const SEND_MESSAGE_QUEUE = "send-message";
export type SendMessagePayload = { messageId: number };

const messageOf = (payload: unknown) =>
  prisma.message.findUnique({
    where: { id: (payload as SendMessagePayload).messageId },
    include: { ticket: { include: { contact: { select: { number: true } } } }, quotedMsg: { select: { providerMessageId: true } } },
  });

/** Sends a stored outbound message through its connection; retried with backoff by the runner. */
export const sendMessageJob: JobHandler = {
  baseDelayMs: 2000,
  async run(job) {
    const message = await messageOf(job.payload);
    // Deleted since, or already taken by WhatsApp (a provider ack arrived): nothing to send.
    if (!message || message.ack > 0 || message.isDeleted) return;
    const session = sessionManager().session(message.whatsappId);
    const sent = await session.sendText(message.ticket.contact.number, message.body, {
      id: message.providerMessageId ?? undefined,
      quotedId: message.quotedMsg?.providerMessageId ?? undefined,
    });
    // An ack from the provider may already have arrived: acks only go up.
    await prisma.$executeRaw`
      UPDATE "Message" SET "providerMessageId" = ${sent.id}, "ack" = GREATEST("ack", 1), "sendError" = NULL
      WHERE "id" = ${message.id}`;
    await publishMessage(message.id, "update");
  },
  async onFailed(job) {
    const message = await messageOf(job.payload);
    if (!message) return;
    await prisma.message.update({ where: { id: message.id }, data: { sendError: "ERR_SENDING_WAPP_MSG" } });
    await publishMessage(message.id, "update");
  },
};
