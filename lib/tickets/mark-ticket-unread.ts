import type { Caller } from "@/lib/auth/caller";
import { dispatch } from "@/lib/events/dispatch";
import { samePlaceInLists, updateVisibleTicket } from "./update-visible-ticket";

/** The open list's "mark as unread": the count of unread messages stays as it is. */
export async function markTicketUnread(caller: Caller, id: number) {
  const { ticket } = await updateVisibleTicket(caller, id, () => ({ unread: true, ...samePlaceInLists }));
  await dispatch([{ type: "ticket.unread", idGraf: caller.idGraf, ticketId: id }]);
  return ticket;
}
