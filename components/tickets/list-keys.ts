import { TICKETS_PAGE_SIZE } from "@/lib/tickets/schemas";
import type { ListFilters, TicketStatus } from "./types";

// SWR keys of the ticket manager's lists and counts: API paths with their query strings, built the
// same way on the server (the first pages handed over as fallback) and in the browser.

/** The departments selection as the APIs read it: `[1,2,null]`, null for "without department". */
function queueSelection(filters: ListFilters) {
  return JSON.stringify([...filters.queueIds, ...(filters.withoutQueue ? [null] : [])]);
}

function listQuery(filters: ListFilters, pageNumber: number) {
  const query = new URLSearchParams({
    pageSize: String(TICKETS_PAGE_SIZE),
    pageNumber: String(pageNumber),
    visibility: filters.visibility,
  });
  if (filters.queueIds.length || filters.withoutQueue) query.set("selectedQueueIds", queueSelection(filters));
  if (filters.tagIds.length) query.set("selectedTagsIds", JSON.stringify(filters.tagIds));
  return query.toString();
}

/**
 * A page of a tab. The closed tab's first page is GET /getClosedTickets (spec section 7); the
 * pages after it, and the other tabs, GET /listTicketsByStatus/{status}.
 */
export function ticketPageKey(status: TicketStatus, filters: ListFilters, pageNumber: number) {
  const path = status === "closed" && pageNumber === 1 ? "/getClosedTickets" : `/listTicketsByStatus/${status}`;
  return `${path}?${listQuery(filters, pageNumber)}`;
}

/** The tab badges: the same selection of departments, my or all. */
export function countsKey(userId: number, filters: ListFilters) {
  const queueIds = [...filters.queueIds, ...(filters.withoutQueue ? ["null"] : [])].join(",");
  const path = `/getCountTickets/${filters.withoutQueue}/${filters.visibility === "all"}/${userId}`;
  return queueIds ? `${path}?queueIds=${queueIds}` : path;
}

export const searchKey = (searchParam: string, pageNumber: number) =>
  `/tickets?${new URLSearchParams({ searchParam, pageNumber: String(pageNumber) })}`;
