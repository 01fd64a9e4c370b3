import type { Caller } from "@/lib/auth/caller";
import { findTicketPage } from "./find-ticket-page";
import type { ListTicketsQuery } from "./schemas";
import { listedStatusWhere, taggedWhere } from "./ticket-filters";
import type { TicketStatus } from "./ticket-status";
import { listedTicketWhere } from "./ticket-visibility";

/** A tab of the ticket manager: pending, open (served by someone) or closed. */
export function listTicketsByStatus(caller: Caller, status: TicketStatus, query: ListTicketsQuery) {
  const where = {
    AND: [
      listedTicketWhere(caller, { visibility: query.visibility, queues: query.selectedQueueIds }),
      listedStatusWhere(status),
      taggedWhere(query.selectedTagsIds),
    ],
  };
  return findTicketPage(where, query.pageNumber, query.pageSize);
}
