import type { Caller } from "@/lib/auth/caller";
import { findTicketPage } from "./find-ticket-page";
import { statusTabSql } from "./list-tickets-by-status";
import type { ListTicketsQuery } from "./schemas";

/**
 * GET /getClosedTickets: the first page of the closed tab with its filters. No total: counting
 * every closed ticket would cost more than the page, and the tab's count is getCountTickets'.
 */
export async function listClosedTickets(caller: Caller, query: ListTicketsQuery) {
  const { tickets, hasMore } = await findTicketPage(statusTabSql(caller, "closed", query), 1, query.pageSize);
  return { ticketsClosed: tickets, hasMore };
}
