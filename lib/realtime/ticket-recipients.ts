import type { TicketPlace } from "@/lib/events/domain-events";
import { seeAllRoom, queueRoom, tenantRoom, userRoom } from "./rooms";

/**
 * The rooms whose sockets may see a ticket, by the visibility policy of REST
 * (lib/tickets/ticket-visibility.ts): those who may see all of the tenant's tickets, its user, and
 * while it waits (pending) the members of its queue, or everyone of the tenant when it has none.
 * Every event about a ticket or its messages goes to these rooms and to no other.
 */
export function ticketRooms(ticket: TicketPlace): string[] {
  const rooms = [seeAllRoom(ticket.idGraf)];
  if (ticket.userId) rooms.push(userRoom(ticket.userId));
  if (ticket.status === "pending") rooms.push(ticket.queueId ? queueRoom(ticket.queueId) : tenantRoom(ticket.idGraf));
  return rooms;
}
