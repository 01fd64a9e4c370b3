import type { ListFilters, Ticket, TicketPage, TicketStatus, TicketViewer } from "./types";

// How a socket event changes a loaded list (spec section 4, live events). Pure functions over the
// pages SWR holds, so the screen never refetches a list to follow one ticket.

/**
 * Whether a list of this status and these filters shows the ticket: the where of its API
 * (lib/tickets/ticket-visibility.ts listedTicketSql, ticket-filters.ts) over one ticket. The open
 * list holds only tickets someone serves; "me" (and "all" for who may not see all) is the own scope.
 */
export function listShows(ticket: Ticket, status: TicketStatus, filters: ListFilters, viewer: TicketViewer) {
  if (ticket.status !== status || (status === "open" && ticket.userId === null)) return false;
  const queueOfViewer = ticket.queueId === null || viewer.queueIds.includes(ticket.queueId);
  const all = filters.visibility === "all" && viewer.canSeeAll;
  if (!all && ticket.userId !== viewer.userId && !(ticket.status === "pending" && queueOfViewer)) return false;
  if (filters.queueIds.length || filters.withoutQueue) {
    const selected =
      ticket.queueId === null
        ? filters.withoutQueue
        : filters.queueIds.includes(ticket.queueId) && (viewer.canSeeAll || viewer.queueIds.includes(ticket.queueId));
    if (!selected) return false;
  }
  return !filters.tagIds.length || ticket.tags.some((tag) => filters.tagIds.includes(tag.id));
}

/** Lists are ordered by updatedAt, then id, both descending. */
const before = (a: Ticket, b: Ticket) => {
  const at = Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  return at > 0 || (at === 0 && a.id > b.id);
};

export function withoutTicket(pages: TicketPage[], ticketId: number): TicketPage[] {
  if (!pages.some((page) => page.tickets.some((t) => t.id === ticketId))) return pages;
  return pages.map((page) => ({ ...page, tickets: page.tickets.filter((t) => t.id !== ticketId) }));
}

/**
 * The pages after a ticket changed: dropped when the list no longer shows it, else put in its
 * place by order (a ticket older than everything loaded while more pages exist is left to them).
 */
export function withTicket(pages: TicketPage[], ticket: Ticket, shown: boolean): TicketPage[] {
  const rest = withoutTicket(pages, ticket.id);
  if (!shown) return rest;
  for (let p = 0; p < rest.length; p++) {
    const index = rest[p].tickets.findIndex((t) => before(ticket, t));
    if (index >= 0) {
      return rest.map((page, i) =>
        i === p ? { ...page, tickets: [...page.tickets.slice(0, index), ticket, ...page.tickets.slice(index)] } : page,
      );
    }
  }
  const last = rest.at(-1);
  if (!last) return [{ tickets: [ticket], hasMore: false }];
  if (last.hasMore) return rest;
  return [...rest.slice(0, -1), { ...last, tickets: [...last.tickets, ticket] }];
}

/** The loaded tickets once each (pages read by offset repeat a ticket that moved between reads). */
export function ticketsOf(pages: TicketPage[] | undefined): Ticket[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) => page.tickets.filter((t) => !seen.has(t.id) && seen.add(t.id)));
}

/** A contact as it is now, on every loaded ticket of theirs (a name edited in the chat's drawer). */
export function withContact(
  pages: TicketPage[],
  contact: Pick<Ticket["contact"], "id" | "name" | "number" | "profilePicUrl">,
): TicketPage[] {
  if (!pages.some((page) => page.tickets.some((t) => t.contactId === contact.id))) return pages;
  const { id, name, number, profilePicUrl } = contact;
  const patched = (t: Ticket) =>
    t.contactId === id ? { ...t, contact: { ...t.contact, name, number, profilePicUrl } } : t;
  return pages.map((page) => ({ ...page, tickets: page.tickets.map(patched) }));
}

/** A change made here before the server's event arrives (reading a ticket clears its badge). */
export function patchTicket(pages: TicketPage[], ticketId: number, patch: Partial<Ticket>): TicketPage[] {
  const changes = (t: Ticket) =>
    t.id === ticketId && Object.entries(patch).some(([key, value]) => t[key as keyof Ticket] !== value);
  if (!pages.some((page) => page.tickets.some(changes))) return pages;
  return pages.map((page) => ({
    ...page,
    tickets: page.tickets.map((t) => (t.id === ticketId ? { ...t, ...patch } : t)),
  }));
}
