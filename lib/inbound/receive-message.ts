import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { messagePreview } from "@/lib/messages/message-preview";
import { getSetting } from "@/lib/settings/get-setting";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { findOrOpenTicket, type TicketChoice } from "./find-or-open-ticket";
import { upsertContact } from "./upsert-contact";

export type Connection = { id: number; idGraf: number };
export type Received = TicketChoice & { messageId: number; contactId: number; hasMedia: boolean };

/** Marks a media message whose file is still being downloaded (spec: url ending in PENDING). */
export const MEDIA_PENDING = "PENDING";

class DuplicateDelivery extends Error {}

const alreadyStored = async (whatsappId: number, providerMessageId: string) =>
  !!(await prisma.message.findUnique({
    where: { whatsappId_providerMessageId: { whatsappId, providerMessageId } },
    select: { id: true },
  }));

/**
 * A message from WhatsApp into the inbox, the same for every provider: contact, ticket and message
 * in one transaction, idempotent on the provider's message id (a redelivery changes nothing, even
 * when two arrive at once). Returns null when nothing was stored.
 */
export async function receiveMessage(connection: Connection, message: InboundMessage): Promise<Received | null> {
  const { idGraf } = connection;
  if (message.isGroup && (await getSetting(idGraf, "CheckMsgIsGroup")) === "enabled") return null;
  if (await alreadyStored(connection.id, message.id)) return null;
  const reopenWithinSeconds = Number(await getSetting(idGraf, "timeCreateNewTicket"));
  try {
    return await prisma.$transaction(async (tx) => {
      const ticketContactId = await upsertContact(tx, idGraf, {
        number: message.isGroup ? message.chatId : message.contact.number,
        name: message.isGroup ? undefined : message.contact.name,
        isGroup: message.isGroup,
      });
      const contactId = message.isGroup
        ? await upsertContact(tx, idGraf, { ...message.contact, isGroup: false })
        : ticketContactId;
      const choice = await findOrOpenTicket(tx, {
        idGraf,
        contactId: ticketContactId,
        whatsappId: connection.id,
        isGroup: message.isGroup,
        reopenWithinSeconds,
      });
      const quoted = message.quotedId
        ? await tx.message.findUnique({
            where: { whatsappId_providerMessageId: { whatsappId: connection.id, providerMessageId: message.quotedId } },
            select: { id: true },
          })
        : null;
      const stored = await tx.message
        .create({
          data: {
            idGraf,
            ticketId: choice.ticketId,
            whatsappId: connection.id,
            contactId: message.fromMe ? null : contactId,
            providerMessageId: message.id,
            body: message.body,
            fromMe: message.fromMe,
            read: message.fromMe,
            ack: message.fromMe ? 2 : 0,
            mediaType: message.kind,
            mediaUrl: message.media ? MEDIA_PENDING : null,
            mediaNameOriginal: message.media?.fileName ?? null,
            quotedMsgId: quoted?.id ?? null,
            dataJson: (message.raw ?? Prisma.JsonNull) as Prisma.InputJsonValue,
            createdAt: message.timestamp,
          },
          select: { id: true },
        })
        .catch((error) => {
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new DuplicateDelivery();
          throw error;
        });
      await tx.ticket.update({
        where: { id: choice.ticketId },
        data: {
          lastMessage: messagePreview(message),
          lastMessageTime: message.timestamp,
          ...(message.fromMe ? {} : { unreadMessages: { increment: 1 }, unread: true }),
        },
      });
      return { ...choice, messageId: stored.id, contactId: ticketContactId, hasMedia: !!message.media };
    });
  } catch (error) {
    if (error instanceof DuplicateDelivery) return null;
    throw error;
  }
}
