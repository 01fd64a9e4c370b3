import type { Caller } from "@/lib/auth/caller";
import { dispatch } from "@/lib/events/dispatch";
import { samePlaceInLists, updateVisibleTicket } from "./update-visible-ticket";

/** Opening a ticket clears its unread state (spec section 4). */
export async function markTicketRead(caller: Caller, id: number) {
  const { ticket } = await updateVisibleTicket(caller, id, () => ({
    unreadMessages: 0,
    unread: false,
    ...samePlaceInLists,
  }));
  await dispatch([{ type: "ticket.read", idGraf: caller.idGraf, ticketId: id }]);
  return ticket;
}
