import { prisma } from "@/lib/db/client";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { emitTicketUpdate } from "@/lib/tickets/ticket-events";
import { ticketViewSelect, toTicketView, type TicketView } from "@/lib/tickets/ticket-view";
import { messageViewSelect, toMessageView } from "./message-view";

// Tells the tenant about stored or changed messages and their tickets (last message, unread
// count). Called after the transaction that changed them has committed.

// Messages first, then each of their tickets once: a burst to one ticket reads the ticket once.
async function views(messageIds: number[]) {
  const messages = await prisma.message.findMany({ where: { id: { in: messageIds } }, select: messageViewSelect, orderBy: { id: "asc" } });
  const ticketIds = [...new Set(messages.map((m) => m.ticketId))];
  const tickets = await prisma.ticket.findMany({ where: { id: { in: ticketIds } }, select: ticketViewSelect });
  const byId = new Map(tickets.map((row) => [row.id, toTicketView(row)]));
  return messages.flatMap((row) => {
    const ticket = byId.get(row.ticketId);
    return ticket ? [{ message: toMessageView(row), ticket }] : [];
  });
}

const emitMessage = (action: "create" | "update", message: ReturnType<typeof toMessageView>, ticket: TicketView) =>
  emitToTenant(ticket.idGraf, channels.appMessage(ticket.idGraf), { action, message, ticket, contact: ticket.contact });

export async function publishMessage(messageId: number, action: "create" | "update") {
  if (action === "create") return publishCreated([messageId]);
  const [view] = await views([messageId]);
  if (view) emitMessage("update", view.message, view.ticket);
}

/** Messages stored together: each message, then each ticket once (new ones announced as such). */
export async function publishCreated(messageIds: number[], newTicketIds = new Set<number>()) {
  const created = await views(messageIds);
  const tickets = new Map<number, TicketView>();
  for (const { message, ticket } of created) {
    emitMessage("create", message, ticket);
    tickets.set(ticket.id, ticket);
  }
  for (const ticket of tickets.values()) {
    if (newTicketIds.has(ticket.id)) emitToTenant(ticket.idGraf, channels.ticket(ticket.idGraf), { action: "newTicketIncoming", ticket });
    emitTicketUpdate(ticket);
  }
}

/** Tells the tenant about a ticket that changed without a new message (a queue chosen, closed). */
export async function publishTicket(ticketId: number) {
  const row = await prisma.ticket.findUnique({ where: { id: ticketId }, select: ticketViewSelect });
  if (row) emitTicketUpdate(toTicketView(row));
}
