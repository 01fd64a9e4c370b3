import { prisma } from "@/lib/db/client";
import type { ProviderEvent } from "@/lib/whatsapp/provider";
import type { ConnectionRef } from "@/lib/events/domain-events";

type MessageUpdate = Extract<ProviderEvent, { type: "ack" | "edit" | "delete" | "failed" }>;

/** An ack, edit, deletion or delivery failure reported by the provider for a stored message; returns its id, if stored. */
export async function applyMessageUpdate(connection: ConnectionRef, event: MessageUpdate): Promise<number | null> {
  const where = { whatsappId_providerMessageId: { whatsappId: connection.id, providerMessageId: event.id } };
  const message = await prisma.message.findUnique({ where, select: { id: true, idGraf: true, body: true, ack: true } });
  if (!message || message.idGraf !== connection.idGraf) return null;
  if (event.type === "ack") {
    // Acks arrive out of order; a message never goes back from read to delivered.
    if (event.ack <= message.ack) return null;
    await prisma.message.updateMany({ where: { id: message.id, ack: { lt: event.ack } }, data: { ack: event.ack } });
  } else if (event.type === "failed") {
    await prisma.message.update({ where: { id: message.id }, data: { sendError: event.error } });
  } else if (event.type === "edit") {
    await prisma.message.update({ where: { id: message.id }, data: { body: event.body, editedMessage: message.body } });
  } else {
    await prisma.message.update({ where: { id: message.id }, data: { isDeleted: true } });
  }
  return message.id;
}
