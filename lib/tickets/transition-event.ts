import type { DomainEvent, TicketPlace } from "@/lib/events/domain-events";
import { isTransfer, type Transition } from "./ticket-transitions";

const placeOf = (idGraf: number, { status, userId, queueId }: Omit<TicketPlace, "idGraf">): TicketPlace => ({
  idGraf,
  status,
  userId,
  queueId,
});

/**
 * The event of PUT /tickets/{id}: its transition by name, or `ticket.updated` for a change that is
 * none (fields only, or a transfer that moved nothing), with where the ticket was.
 */
export function transitionEvent(
  caller: { idGraf: number; userId: number },
  ticketId: number,
  transition: Transition | undefined,
  before: Omit<TicketPlace, "idGraf">,
  after: Omit<TicketPlace, "idGraf">,
): DomainEvent {
  const move = {
    idGraf: caller.idGraf,
    ticketId,
    before: placeOf(caller.idGraf, before),
    after: placeOf(caller.idGraf, after),
  };
  switch (transition) {
    case "accept":
      return { type: "ticket.accepted", userId: caller.userId, ...move };
    case "transferToUser":
    case "transferToQueue":
      return isTransfer(transition, before, after)
        ? { type: "ticket.transferred", byUserId: caller.userId, ...move }
        : { type: "ticket.updated", ...move };
    case "returnToPending":
      return { type: "ticket.returned", byUserId: caller.userId, ...move };
    case "resolve":
      return { type: "ticket.resolved", byUserId: caller.userId, ...move };
    case undefined:
      return { type: "ticket.updated", ...move };
  }
}
