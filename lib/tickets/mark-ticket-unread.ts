import type { Caller } from "@/lib/auth/caller";
import { emitTicketUnread } from "./ticket-events";
import { samePlaceInLists, updateVisibleTicket } from "./update-visible-ticket";

/** The open list's "mark as unread": the count of unread messages stays as it is. */
export async function markTicketUnread(caller: Caller, id: number) {
  const { ticket } = await updateVisibleTicket(caller, id, (_, current) => ({ unread: true, ...samePlaceInLists(current) }));
  emitTicketUnread(ticket);
  return ticket;
}
