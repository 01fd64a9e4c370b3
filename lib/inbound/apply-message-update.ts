import { prisma } from "@/lib/db/client";
import type { MessageAuthor, ProviderEvent } from "@/lib/whatsapp/provider";
import type { ConnectionRef } from "@/lib/events/domain-events";

type MessageUpdate = Extract<ProviderEvent, { type: "ack" | "edit" | "delete" | "failed" }>;
type Target = { fromMe: boolean; contact: { number: string } | null; ticket: { contact: { number: string } } };

/**
 * An edit or deletion names a message by its id alone, and anyone who writes to the number can
 * send one: it applies only to a message of the same conversation written by the same side (the
 * same contact, or the connected phone for our own messages).
 */
const writtenBy = (message: Target, author: MessageAuthor) =>
  message.ticket.contact.number === author.chat &&
  (author.fromMe ? message.fromMe : !message.fromMe && message.contact?.number === author.sender);

/** An ack, edit, deletion or delivery failure reported by the provider for a stored message; returns its id, if it changed. */
export async function applyMessageUpdate(connection: ConnectionRef, event: MessageUpdate): Promise<number | null> {
  const where = { whatsappId_providerMessageId: { whatsappId: connection.id, providerMessageId: event.id } };
  const message = await prisma.message.findUnique({
    where,
    select: {
      id: true,
      idGraf: true,
      body: true,
      ack: true,
      fromMe: true,
      contact: { select: { number: true } },
      ticket: { select: { contact: { select: { number: true } } } },
    },
  });
  if (!message || message.idGraf !== connection.idGraf) return null;
  if (event.type === "ack") {
    // Acks arrive out of order; a message never goes back from read to delivered.
    if (event.ack <= message.ack) return null;
    await prisma.message.updateMany({ where: { id: message.id, ack: { lt: event.ack } }, data: { ack: event.ack } });
    return message.id;
  }
  if (event.type === "failed") {
    // Only a send of ours can fail to be delivered.
    if (!message.fromMe) return null;
    await prisma.message.update({ where: { id: message.id }, data: { sendError: event.error, failedAt: new Date() } });
    return message.id;
  }
  if (!writtenBy(message, event.author)) return null;
  if (event.type === "edit") {
    await prisma.message.update({ where: { id: message.id }, data: { body: event.body, editedMessage: message.body } });
  } else {
    await prisma.message.update({ where: { id: message.id }, data: { isDeleted: true } });
  }
  return message.id;
}
