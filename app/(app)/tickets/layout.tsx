import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { TicketsScreen } from "@/components/tickets/tickets-screen";
import type { ListFilters } from "@/components/tickets/types";
import { resolveCaller } from "@/lib/auth/caller";
import { can, canSeeAllTickets } from "@/lib/auth/permissions";
import { listQueueOptions } from "@/lib/queues/list-queue-options";
import { countTickets } from "@/lib/tickets/count-tickets";
import { listClosedTickets } from "@/lib/tickets/list-closed-tickets";
import { listTicketsByStatus } from "@/lib/tickets/list-tickets-by-status";
import { TICKETS_PAGE_SIZE } from "@/lib/tickets/schemas";
import { asJson } from "@/lib/utils/as-json";

/**
 * The ticket manager stays mounted while tickets open and close in the page beside it. Its first
 * pages are read here and drawn into the document, the counts streamed after them, with the
 * default filters: my tickets (all for who may see all),
 * the caller's departments and 'without department' (spec section 6), or no department filter for
 * a user in no department.
 */
export default async function TicketsLayout({ children }: { children: React.ReactNode }) {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  const seeAll = canSeeAllTickets(caller);
  // A user in no department has none to be limited to: no department filter at first.
  const filters: ListFilters = {
    visibility: seeAll ? "all" : "me",
    queueIds: caller.queueIds,
    withoutQueue: caller.queueIds.length > 0,
    tagIds: [],
  };
  const query = {
    pageSize: TICKETS_PAGE_SIZE,
    pageNumber: 1,
    visibility: filters.visibility,
    selectedQueueIds: filters.withoutQueue ? { queueIds: filters.queueIds, withoutQueue: true } : undefined,
    selectedTagsIds: undefined,
  };
  // The counts (an exact count of every closed ticket for who sees all) stream in after the
  // document's first rows; a failure leaves the badges to the browser's own request.
  const counts = countTickets(caller, {
    withoutQueue: filters.withoutQueue,
    showAll: seeAll,
    userId: caller.userId,
    queueIds: query.selectedQueueIds,
    isToDashBoard: false,
  }).catch(() => undefined);
  const [queues, open, pending, closed] = await Promise.all([
    listQueueOptions(caller),
    listTicketsByStatus(caller, "open", query),
    listTicketsByStatus(caller, "pending", query),
    listClosedTickets(caller, query),
  ]);
  const initial = {
    pages: asJson({ open, pending, closed: { tickets: closed.ticketsClosed, hasMore: closed.hasMore } }),
    counts,
  };
  return (
    <TicketsScreen
      initial={initial}
      viewer={{ userId: caller.userId, queueIds: caller.queueIds, canSeeAll: seeAll }}
      // The departments the caller may filter by and accept into: every one for who sees all.
      queues={seeAll ? queues : queues.filter((queue) => caller.queueIds.includes(queue.id))}
      initialFilters={filters}
      showVisibility={can(caller, "tickets-manager:showall")}
    >
      {children}
    </TicketsScreen>
  );
}
