import { prisma } from "@/lib/db/client";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { emitTicketUpdate } from "@/lib/tickets/ticket-events";
import { ticketViewSelect, toTicketView } from "@/lib/tickets/ticket-view";
import { messageViewSelect, toMessageView } from "./message-view";

/**
 * Tells the tenant about a message that was stored or changed, and about its ticket (last message,
 * unread count). Called after the transaction that changed them has committed.
 */
export async function publishMessage(messageId: number, action: "create" | "update", options: { newTicket?: boolean } = {}) {
  const row = await prisma.message.findUnique({
    where: { id: messageId },
    select: { ...messageViewSelect, ticket: { select: ticketViewSelect } },
  });
  if (!row) return;
  const { ticket: ticketRow, ...messageRow } = row;
  const message = toMessageView(messageRow);
  const ticket = toTicketView(ticketRow);
  emitToTenant(ticket.idGraf, channels.appMessage(ticket.idGraf), { action, message, ticket, contact: ticket.contact });
  if (action === "create") {
    if (options.newTicket) emitToTenant(ticket.idGraf, channels.ticket(ticket.idGraf), { action: "newTicketIncoming", ticket });
    emitTicketUpdate(ticket);
  }
}

/** Tells the tenant about a ticket that changed without a new message (a queue chosen, closed). */
export async function publishTicket(ticketId: number) {
  const row = await prisma.ticket.findUnique({ where: { id: ticketId }, select: ticketViewSelect });
  if (row) emitTicketUpdate(toTicketView(row));
}
