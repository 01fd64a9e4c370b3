import { oneOrAny, readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TicketStart } from "@/lib/events/domain-events";
import { MESSAGE_VIEW_SQL, toMessageView, type MessageRow, type MessageView } from "@/lib/messages/message-view";
import { channels } from "@/lib/realtime/channels";
import { emitToRooms } from "@/lib/realtime/emitter";
import { ticketRooms } from "@/lib/realtime/ticket-recipients";
import { TICKET_VIEW_SQL, type TicketView } from "@/lib/tickets/ticket-view";
import { emitTicketUpdate } from "./publish-tickets";

// Tells those who may see their tickets about stored or changed messages and the tickets (last
// message, unread count). A message goes to its ticket's recipients (ticket-recipients.ts), like
// the ticket.

// Each message with its ticket in one query; a burst to one ticket parses its ticket's view once.
async function views(idGraf: number, messageIds: number[]) {
  const rows = await readSql<{ message: MessageRow; ticket: TicketView | null; ticketId: number }>(Prisma.sql`
    SELECT ${MESSAGE_VIEW_SQL} AS message, m."ticketId" AS "ticketId", (SELECT ${TICKET_VIEW_SQL} FROM "Ticket" t WHERE t.id = m."ticketId") AS ticket
    FROM "Message" m WHERE m."idGraf" = ${idGraf} AND ${oneOrAny(Prisma.sql`m.id`, messageIds)} ORDER BY m.id`);
  const tickets = new Map<number, TicketView>();
  return rows.flatMap((row) => {
    const ticket = tickets.get(row.ticketId) ?? row.ticket;
    if (!ticket) return [];
    tickets.set(row.ticketId, ticket);
    return [{ message: toMessageView(row.message), ticket }];
  });
}

const emitMessage = (action: "create" | "update", message: MessageView, ticket: TicketView) =>
  emitToRooms(ticketRooms(ticket), channels.appMessage(ticket.idGraf), {
    action,
    message,
    ticket,
    contact: ticket.contact,
  });

/** A stored message changed (ack, edit, deletion, send result). */
export async function publishMessageUpdate(idGraf: number, messageId: number) {
  const [view] = await views(idGraf, [messageId]);
  if (view) emitMessage("update", view.message, view.ticket);
}

/**
 * A send failed for good, or was asked for again: the message's update, and its ticket's, whose row
 * shows whether its last message failed.
 */
export async function publishSendOutcome(idGraf: number, messageId: number) {
  const [view] = await views(idGraf, [messageId]);
  if (!view) return;
  emitMessage("update", view.message, view.ticket);
  emitTicketUpdate(view.ticket);
}

/** A received message's media finished downloading (or failed): its update, then downloadedMedia. */
export async function publishDownloadedMedia(idGraf: number, messageId: number) {
  const [view] = await views(idGraf, [messageId]);
  if (!view) return;
  emitMessage("update", view.message, view.ticket);
  emitToRooms(ticketRooms(view.ticket), channels.downloadedMedia, { message: view.message });
}

/**
 * Messages stored together, each on appMessage with its ticket (last message, unread count). The
 * lists move a ticket on that, so a ticket that stays where it was gets no event of its own: one
 * frame per socket and message instead of two. `started` names the tickets the messages started
 * ("new") or reopened (where they were while closed): those are announced as incoming, and those
 * who could see a reopened ticket closed and may not now get its removal.
 */
export async function publishCreated(idGraf: number, messageIds: number[], started = new Map<number, TicketStart>()) {
  const created = await views(idGraf, messageIds);
  const tickets = new Map<number, TicketView>();
  for (const { message, ticket } of created) {
    emitMessage("create", message, ticket);
    tickets.set(ticket.id, ticket);
  }
  for (const ticket of tickets.values()) {
    const before = started.get(ticket.id);
    if (before) emitTicketUpdate(ticket, before, "newTicketIncoming");
  }
}
