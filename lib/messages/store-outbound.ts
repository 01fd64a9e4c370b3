import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs/job-queue";
import type { MessageKind, OutboundTemplate } from "@/lib/whatsapp/provider";
import { messagePreview } from "./message-preview";
import { newOutboundId } from "./outbound-id";
import { SEND_MESSAGE_QUEUE, type SendMessagePayload } from "./send-message-queue";

/**
 * A file of the tenant's MediaStore, sent as this kind under the sender's file name. Several
 * messages may name one file (forwarded copies): a file is never removed while a message names it.
 */
export type StoredMedia = { key: string; kind: MessageKind; fileName: string };

export type OutboundMessage = {
  body: string;
  userId?: number | null;
  quotedMsgId?: number | null;
  media?: StoredMedia;
  forwarded?: boolean;
  /** A reaction (to the quoted message) or a template, whose request the send job finds in `template`. */
  kind?: Extract<MessageKind, "reactionMessage" | "templateMessage">;
  template?: OutboundTemplate;
};

/**
 * A message from the business side, stored with ack 0 and handed to the send job in the same
 * transaction: once this commits, the message is sent even if the process dies right after.
 * Call wakeJobs() after the commit.
 */
export async function storeOutbound(
  tx: Prisma.TransactionClient,
  ticket: { id: number; idGraf: number; whatsappId: number },
  message: OutboundMessage,
) {
  const { media } = message;
  const kind: MessageKind = media?.kind ?? message.kind ?? (message.quotedMsgId ? "extendedTextMessage" : "conversation");
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
      mediaType: kind,
      mediaUrl: media?.key ?? null,
      mediaNameOriginal: media?.fileName ?? null,
      quotedMsgId: message.quotedMsgId ?? null,
      isForwardMessage: message.forwarded ?? false,
      ...(message.template ? { dataJson: { template: message.template } } : {}),
    },
  });
  await tx.ticket.update({
    where: { id: ticket.id },
    data: { lastMessage: messagePreview({ kind, body: message.body }), lastMessageTime: created.createdAt },
  });
  const payload: SendMessagePayload = { messageId: created.id };
  await enqueue(tx, { queue: SEND_MESSAGE_QUEUE, idGraf: ticket.idGraf, key: `${SEND_MESSAGE_QUEUE}:${created.id}`, group: `ticket:${ticket.id}`, payload });
  return created;
}
