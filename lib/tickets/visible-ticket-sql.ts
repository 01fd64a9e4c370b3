import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * visibleTicketWhere (ticket-visibility.ts) as SQL over the "Ticket" row aliased `t`, for the reads
 * that skip Prisma's client (a ticket, its messages, search; lib/db/read-sql.ts): the tenant, then
 * for those who may not see all tickets their own scope (assigned to them, or pending in their
 * queues or without one).
 */
export function visibleTicketSql(viewer: Pick<Caller, "userId" | "idGraf" | "profile" | "canSeeAllTickets" | "queueIds">): Prisma.Sql {
  const tenant = Prisma.sql`t."idGraf" = ${viewer.idGraf}`;
  if (canSeeAllTickets(viewer)) return tenant;
  const queues = viewer.queueIds.length ? Prisma.sql`t."queueId" IN (${Prisma.join(viewer.queueIds)}) OR ` : Prisma.empty;
  return Prisma.sql`${tenant} AND (t."userId" = ${viewer.userId} OR (t."status" = 'pending' AND (${queues}t."queueId" IS NULL)))`;
}
