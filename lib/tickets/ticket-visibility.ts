import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listedStatusWhere } from "./ticket-filters";
import type { TicketStatus } from "./ticket-status";

/**
 * Who sees which ticket: one policy for lists, counts, search, single reads and writes, and for
 * joining a ticket's socket room.
 *
 * A ticket is always of the viewer's tenant. Then:
 * - admins, SUPERADMIN and users with canSeeAllTickets (`canSeeAllTickets` of permissions.ts) may
 *   see every ticket of the tenant;
 * - anyone else sees their own scope: tickets assigned to them (whatever the status or queue),
 *   pending tickets of their queues, and pending tickets without a queue.
 *
 * Lists and counts narrow that further:
 * - visibility "me" shows the own scope to everyone, admins included; "all" shows every ticket the
 *   viewer may see, and is "me" for those who may not see all;
 * - a queue selection keeps tickets of the selected queues, plus those without a queue when
 *   "without queue" is selected. Viewers who may see all tickets select any queue of the tenant;
 *   others only their own queues: other ids are dropped, so selecting only those matches nothing.
 *   No selection means no queue filter: the scope above already limits what is seen.
 */
export type Viewer = Pick<Caller, "userId" | "idGraf" | "profile" | "canSeeAllTickets" | "queueIds">;

export type Visibility = "me" | "all";

export type QueueSelection = { queueIds: number[]; withoutQueue: boolean };

/**
 * The own scope. Listing one status other than pending, only the viewer's own tickets can match:
 * saying so up front lets the database walk the (idGraf, userId, status, updatedAt) index in order
 * instead of merging both branches and sorting them. Listing pending tickets, the list says the
 * status once: said twice, the database expects the queue branch to match a few tickets instead of
 * a thousand, and sorts them all instead of walking the (idGraf, status, updatedAt) index.
 */
function ownScope(viewer: Viewer, status?: TicketStatus): Prisma.TicketWhereInput {
  const own = { userId: viewer.userId };
  if (status && status !== "pending") return own;
  const waiting = { OR: [{ queueId: { in: viewer.queueIds } }, { queueId: null }] };
  return { OR: [own, status === "pending" ? waiting : { status: "pending", ...waiting }] };
}

/** Every ticket the viewer may open, change or follow. */
export function visibleTicketWhere(viewer: Viewer): Prisma.TicketWhereInput {
  return canSeeAllTickets(viewer) ? { idGraf: viewer.idGraf } : { idGraf: viewer.idGraf, ...ownScope(viewer) };
}

function selectedQueuesWhere(viewer: Viewer, { queueIds, withoutQueue }: QueueSelection): Prisma.TicketWhereInput {
  const allowed = canSeeAllTickets(viewer) ? queueIds : queueIds.filter((id) => viewer.queueIds.includes(id));
  return { OR: [{ queueId: { in: allowed } }, ...(withoutQueue ? [{ queueId: null }] : [])] };
}

/**
 * The tickets a list or a count shows to the viewer, of one status tab when given, before its own
 * filters (tags, text).
 */
export function listedTicketWhere(
  viewer: Viewer,
  filter: { visibility: Visibility; queues?: QueueSelection; status?: TicketStatus },
): Prisma.TicketWhereInput {
  const all = filter.visibility === "all" && canSeeAllTickets(viewer);
  return {
    idGraf: viewer.idGraf,
    AND: [
      all ? {} : ownScope(viewer, filter.status),
      filter.queues ? selectedQueuesWhere(viewer, filter.queues) : {},
      filter.status ? listedStatusWhere(filter.status) : {},
    ],
  };
}

/** Adds tickets without a queue to a selection; with no selection they are listed already. */
export const withoutQueueAdded = (selection: QueueSelection | undefined, add: boolean): QueueSelection | undefined =>
  selection && add ? { ...selection, withoutQueue: true } : selection;
