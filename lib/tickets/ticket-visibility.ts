import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { allOf, listedStatusSql } from "./ticket-filters";
import type { TicketStatus } from "./ticket-status";

/**
 * Who sees which ticket: one policy for lists, counts, search, single reads and writes, and for
 * joining a ticket's socket room.
 *
 * A ticket is always of the viewer's tenant. Then:
 * - admins, SUPERADMIN and users with canSeeAllTickets (`canSeeAllTickets` of permissions.ts) may
 *   see every ticket of the tenant;
 * - anyone else sees their own scope: tickets assigned to them (whatever the status or queue),
 *   pending tickets of their queues, and pending tickets without a queue;
 * - and, to open them, tickets whose notes mention them: a mention calls them in (the department's
 *   attendants may be mentioned on a ticket another holds, lib/tickets/ticket-viewers.ts). Those
 *   tickets stay out of their lists and counts.
 *
 * Lists and counts narrow the own scope further:
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

/** What a list or a count narrows the viewer's tickets to: listedTicketSql's filter. */
export type ListFilter = { visibility: Visibility; queues?: QueueSelection; status?: TicketStatus };

/** Every ticket the viewer may open, change or follow. */
export function visibleTicketWhere(viewer: Viewer): Prisma.TicketWhereInput {
  if (canSeeAllTickets(viewer)) return { idGraf: viewer.idGraf };
  const waiting = { status: "pending", OR: [{ queueId: { in: viewer.queueIds } }, { queueId: null }] };
  const mentioned = { mentions: { some: { userId: viewer.userId } } };
  return { idGraf: viewer.idGraf, OR: [{ userId: viewer.userId }, waiting, mentioned] };
}

/**
 * visibleTicketWhere as SQL over the "Ticket" row aliased `t`, for the reads that skip Prisma's
 * client (a ticket, its messages, search; lib/db/read-sql.ts).
 */
export function visibleTicketSql(viewer: Viewer): Prisma.Sql {
  const tenant = Prisma.sql`t."idGraf" = ${viewer.idGraf}`;
  if (canSeeAllTickets(viewer)) return tenant;
  // Not correlated with the ticket: PostgreSQL reads the viewer's mentions once into a hash,
  // where an EXISTS ran once for each ticket a search or a list walks past.
  const mentioned = Prisma.sql`t.id IN (SELECT mm."ticketId" FROM "MessageMention" mm WHERE mm."userId" = ${viewer.userId})`;
  return Prisma.sql`${tenant} AND (${ownScopeSql(viewer)} OR ${mentioned})`;
}

/**
 * The messages of the tickets the viewer may see, as SQL over the "Message" row aliased `m`. A
 * message is of its ticket's tenant, so for a viewer who sees all tickets its tenant is the whole
 * rule: a search reads each message it finds without also reading its ticket.
 */
export function visibleMessageSql(viewer: Viewer): Prisma.Sql {
  const tenant = Prisma.sql`m."idGraf" = ${viewer.idGraf}`;
  if (canSeeAllTickets(viewer)) return tenant;
  return Prisma.sql`${tenant} AND EXISTS (SELECT 1 FROM "Ticket" t WHERE t.id = m."ticketId" AND ${visibleTicketSql(viewer)})`;
}

/**
 * The tickets a list or a count shows to the viewer, of one status tab when given, before its own
 * filters (tags, text), as SQL over the "Ticket" row aliased `t`.
 */
export function listedTicketSql(viewer: Viewer, filter: ListFilter): Prisma.Sql {
  const all = filter.visibility === "all" && canSeeAllTickets(viewer);
  return allOf([
    Prisma.sql`t."idGraf" = ${viewer.idGraf}`,
    !all && ownScopeSql(viewer, filter.status),
    filter.queues && selectedQueuesSql(viewer, filter.queues),
    filter.status && listedStatusSql(filter.status),
  ]);
}

/**
 * The own scope. Listing one status other than pending, only the viewer's own tickets can match:
 * saying so up front lets the database walk the (idGraf, userId, status, updatedAt) index in order
 * instead of merging both branches and sorting them. Listing pending tickets, the list says the
 * status once: said twice, the database expects the queue branch to match a few tickets instead of
 * a thousand, and sorts them all instead of walking the (idGraf, status, updatedAt) index.
 */
function ownScopeSql(viewer: Viewer, status?: TicketStatus): Prisma.Sql {
  const own = Prisma.sql`t."userId" = ${viewer.userId}`;
  if (status && status !== "pending") return own;
  const waiting = Prisma.sql`(t."queueId" = ANY(${viewer.queueIds}::int[]) OR t."queueId" IS NULL)`;
  return status === "pending"
    ? Prisma.sql`(${own} OR ${waiting})`
    : Prisma.sql`(${own} OR (t."status" = 'pending' AND ${waiting}))`;
}

function selectedQueuesSql(viewer: Viewer, { queueIds, withoutQueue }: QueueSelection): Prisma.Sql {
  const allowed = canSeeAllTickets(viewer) ? queueIds : queueIds.filter((id) => viewer.queueIds.includes(id));
  return withoutQueue
    ? Prisma.sql`(t."queueId" = ANY(${allowed}::int[]) OR t."queueId" IS NULL)`
    : Prisma.sql`t."queueId" = ANY(${allowed}::int[])`;
}

/** Adds tickets without a queue to a selection; with no selection they are listed already. */
export const withoutQueueAdded = (selection: QueueSelection | undefined, add: boolean): QueueSelection | undefined =>
  selection && add ? { ...selection, withoutQueue: true } : selection;
