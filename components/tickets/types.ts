import type { countTickets } from "@/lib/tickets/count-tickets";
import type { listTicketsByStatus } from "@/lib/tickets/list-tickets-by-status";
import type { searchTickets } from "@/lib/tickets/search-tickets";
import type { TicketStatus } from "@/lib/tickets/ticket-status";
import type { TicketView } from "@/lib/tickets/ticket-view";
import type { JsonOf } from "@/lib/utils/as-json";

// The lists' view of the API's JSON: the types of the views the API answers with.
export type { TicketStatus };

export type Ticket = JsonOf<TicketView>;

/** A page of a tab (GET /listTicketsByStatus/{status}; GET /getClosedTickets names its tickets ticketsClosed). */
export type TicketPage = JsonOf<Awaited<ReturnType<typeof listTicketsByStatus>>>;

/** GET /tickets: a page of the search. */
export type SearchPage = JsonOf<Awaited<ReturnType<typeof searchTickets>>>;

/** A ticket found by one of its messages. */
export type FoundMessage = SearchPage["messageTickets"][number];

export type Counts = Awaited<ReturnType<typeof countTickets>>;

/** Who is looking: the visibility policy's inputs (lib/tickets/ticket-visibility.ts). */
export type TicketViewer = { userId: number; queueIds: number[]; canSeeAll: boolean };

export type QueueChoice = { id: number; name: string; color: string };

/** The manager's filters: my/all, the departments (with "without department") and the tags. */
export type ListFilters = {
  visibility: "me" | "all";
  queueIds: number[];
  withoutQueue: boolean;
  tagIds: number[];
};
