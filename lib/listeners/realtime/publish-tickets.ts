import type { TicketPlace, TicketStart } from "@/lib/events/domain-events";
import { channels } from "@/lib/realtime/channels";
import { emitToRooms, emitToUser } from "@/lib/realtime/emitter";
import { userRoom } from "@/lib/realtime/rooms";
import { ticketRooms } from "@/lib/realtime/ticket-recipients";
import { ticketViewOf, type TicketView } from "@/lib/tickets/ticket-view";

// The ticket events of spec section 4 on the channels of section 7, each only to those who may see
// the ticket (lib/realtime/ticket-recipients.ts). The assigned user also gets them on their own
// channels: ticket-{user} (open), ticket-pending-{user}, ticket-closed-{user} by the ticket's
// status, and ticket-updated-{user}.

const userChannel = (status: string) =>
  status === "pending"
    ? channels.userTicketPending
    : status === "closed"
      ? channels.userTicketClosed
      : channels.userTicket;

/**
 * A ticket changed. `before` says where it was ("new": just created): those who could see it there
 * and may not any more get `delete`, since REST now answers them 404. A ticket that became open,
 * or open for another user, is `new` on ticket-open, else `update`. On ticket-{idGraf} the change
 * is `update`, or `newTicketIncoming` when a contact's message started or reopened the ticket (the
 * lists place the ticket on either, so it is not told twice).
 */
export function emitTicketUpdate(
  ticket: TicketView,
  before?: TicketStart,
  action: "update" | "newTicketIncoming" = "update",
) {
  const rooms = ticketRooms(ticket);
  emitToRooms(rooms, channels.ticket(ticket.idGraf), { action, ticket });
  if (ticket.status === "open") {
    const opened =
      before === "new" || (before !== undefined && (before.status !== "open" || before.userId !== ticket.userId));
    emitToRooms(rooms, channels.ticketOpen(ticket.idGraf), { action: opened ? "new" : "update", ticket });
  }
  if (ticket.userId) emitToUser(ticket.userId, userChannel(ticket.status)(ticket.userId), { action: "update", ticket });
  if (before && before !== "new") emitRemoval(ticket.id, before, rooms);
}

/** `delete` to the sockets that could see the ticket at `before` and are in none of `keeping`. */
function emitRemoval(ticketId: number, before: TicketPlace, keeping: string[] = []) {
  const lost = ticketRooms(before).filter((room) => !keeping.includes(room));
  if (!lost.length) return;
  const payload = { action: "delete" as const, ticketId };
  emitToRooms(lost, channels.ticket(before.idGraf), payload, keeping);
  if (before.userId && lost.includes(userRoom(before.userId))) {
    emitToRooms([userRoom(before.userId)], userChannel(before.status)(before.userId), payload, keeping);
  }
}

function emitTicketUpdated(ticket: TicketView, action: "transferTicket" | "updateToUnread") {
  emitToRooms(ticketRooms(ticket), channels.ticketUpdated(ticket.idGraf), { action, ticket });
  if (ticket.userId) emitToUser(ticket.userId, channels.userTicketUpdated(ticket.userId), { action, ticket });
}

/** A ticket as it is now, to those who may see it; `before` is where it was, so those who lost it drop it. */
export async function publishTicket(idGraf: number, ticketId: number, before?: TicketStart) {
  const ticket = await ticketViewOf(idGraf, ticketId);
  if (ticket) emitTicketUpdate(ticket, before);
}

/**
 * A transfer: the update, then `transferTicket` to those who may see the ticket where it went (its
 * new user, queue members while it waits, those who see all); those who lost it got `delete`.
 */
export async function publishTransfer(idGraf: number, ticketId: number, before: TicketPlace) {
  const ticket = await ticketViewOf(idGraf, ticketId);
  if (!ticket) return;
  emitTicketUpdate(ticket, before);
  emitTicketUpdated(ticket, "transferTicket");
}

export async function publishUnread(idGraf: number, ticketId: number) {
  const ticket = await ticketViewOf(idGraf, ticketId);
  if (ticket) emitTicketUpdated(ticket, "updateToUnread");
}

/** The ticket was deleted where it was: everyone who could see it drops it. */
export const publishTicketDeleted = (ticketId: number, place: TicketPlace) => emitRemoval(ticketId, place);
