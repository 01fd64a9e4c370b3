import type { Caller } from "@/lib/auth/caller";
import type { Prisma } from "@/lib/generated/prisma/client";
import { findTicketPage } from "./find-ticket-page";
import type { ListTicketsQuery } from "./schemas";
import { allOf, taggedSql } from "./ticket-filters";
import type { TicketStatus } from "./ticket-status";
import { listedTicketSql } from "./ticket-visibility";

/** The tickets of a tab of the ticket manager with its filters. */
export const statusTabSql = (caller: Caller, status: TicketStatus, query: ListTicketsQuery): Prisma.Sql =>
  allOf([
    listedTicketSql(caller, { visibility: query.visibility, queues: query.selectedQueueIds, status }),
    taggedSql(query.selectedTagsIds),
  ]);

/** A tab of the ticket manager: pending, open (served by someone) or closed. */
export function listTicketsByStatus(caller: Caller, status: TicketStatus, query: ListTicketsQuery) {
  return findTicketPage(statusTabSql(caller, status, query), query.pageNumber, query.pageSize);
}
