import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs/job-queue";
import { LAST_MESSAGE_MAX } from "./message-preview";
import { newOutboundId } from "./outbound-id";
import { SEND_MESSAGE_QUEUE, type SendMessagePayload } from "./send-message-job";

/**
 * A message from the business side, stored with ack 0 and handed to the send job in the same
 * transaction: once this commits, the message is sent even if the process dies right after.
 * Call wakeJobs() after the commit.
 */
export async function storeOutbound(
  tx: Prisma.TransactionClient,
  ticket: { id: number; idGraf: number; whatsappId: number },
  message: { body: string; userId?: number | null; quotedMsgId?: number | null },
) {
  const created = await tx.message.create({
    data: {
      idGraf: ticket.idGraf,
      ticketId: ticket.id,
      whatsappId: ticket.whatsappId,
      userId: message.userId ?? null,
      providerMessageId: newOutboundId(),
      body: message.body,
      fromMe: true,
      read: true,
      ack: 0,
      mediaType: message.quotedMsgId ? "extendedTextMessage" : "conversation",
      quotedMsgId: message.quotedMsgId ?? null,
    },
  });
  await tx.ticket.update({
    where: { id: ticket.id },
    data: { lastMessage: message.body.slice(0, LAST_MESSAGE_MAX), lastMessageTime: created.createdAt },
  });
  const payload: SendMessagePayload = { messageId: created.id };
  await enqueue(tx, { queue: SEND_MESSAGE_QUEUE, key: `${SEND_MESSAGE_QUEUE}:${created.id}`, group: `ticket:${ticket.id}`, payload });
  return created;
}
