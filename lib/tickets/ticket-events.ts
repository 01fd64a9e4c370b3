import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import type { TicketView } from "./ticket-view";

// The ticket events of spec section 4 on the channels of section 7; called after the commit.

export function emitTicketUpdate(ticket: TicketView) {
  emitToTenant(ticket.idGraf, channels.ticket(ticket.idGraf), { action: "update", ticket });
  if (ticket.status === "open") emitToTenant(ticket.idGraf, channels.ticketOpen(ticket.idGraf), { action: "update", ticket });
}

/** Lists drop a transferred ticket; its new owners get it through the update. */
export const emitTicketTransfer = (ticket: TicketView) =>
  emitToTenant(ticket.idGraf, channels.ticketUpdated(ticket.idGraf), { action: "transferTicket", ticket });

export const emitTicketUnread = (ticket: TicketView) =>
  emitToTenant(ticket.idGraf, channels.ticketUpdated(ticket.idGraf), { action: "updateToUnread", ticket });

export const emitTicketDelete = (idGraf: number, ticketId: number) =>
  emitToTenant(idGraf, channels.ticket(idGraf), { action: "delete", ticketId });
