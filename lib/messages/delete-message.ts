import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { senderOf } from "@/lib/whatsapp/sender";

/**
 * WhatsApp revokes a message for everyone only within about two and a half days of sending it;
 * after that it ignores the revoke, and the chat would show deleted what the contact still sees.
 */
export const REVOKE_WINDOW_MS = 60 * 3_600_000;

/**
 * Deletes one of the business's own messages for everyone (spec: only own messages can be
 * deleted; a private note only by its author or an admin). A message never sent (ack 0) is only
 * marked; one WhatsApp has must be revoked there, which an older one no longer can be
 * (ERR_FETCH_WAPP_MSG: it may be too old).
 */
export async function deleteMessage(caller: Caller, messageId: number) {
  const message = await prisma.message.findFirst({
    where: { id: messageId, idGraf: caller.idGraf, ticket: visibleTicketWhere(caller) },
    include: { ticket: { include: { contact: { select: { number: true } } } } },
  });
  if (!message) throw new AppError("ERR_NOT_FOUND", "Message not found");
  if (!message.fromMe) throw new AppError("ERR_NO_PERMISSION", "Only own messages can be deleted");
  // A private note is its author's: a colleague who sees the ticket may read it, not delete it.
  if (message.isPrivate && message.userId !== caller.userId && !isAdmin(caller))
    throw new AppError("ERR_NO_PERMISSION", "Only its author or an admin can delete a private note");
  if (message.isDeleted) return;
  if (message.ack > 0 && message.providerMessageId) {
    if (Date.now() - message.createdAt.getTime() > REVOKE_WINDOW_MS)
      throw new AppError("ERR_FETCH_WAPP_MSG", "The message is too old to delete on WhatsApp");
    try {
      await senderOf(message.whatsappId).deleteForEveryone(message.ticket.contact.number, message.providerMessageId);
    } catch {
      throw new AppError("ERR_DELETE_WAPP_MSG", "Deleting the message failed");
    }
  }
  await prisma.message.update({ where: { id: message.id }, data: { isDeleted: true } });
  await dispatch([{ type: "message.updated", idGraf: caller.idGraf, messageId: message.id, change: "delete" }]);
}
