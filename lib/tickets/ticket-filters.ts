import { escapeLike } from "@/lib/db/escape-like";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TicketStatus } from "./ticket-status";

// The filters lists, counts and search add to the visibility policy, as SQL over the "Ticket" row
// aliased `t` (the lists run through lib/db/read-sql.ts).

/**
 * A status tab: the open tab holds only tickets someone is serving (spec section 4). The status is
 * written into the statement, not passed as a value: a prepared statement keeps one plan, and the
 * closed tab (most of a tenant's tickets) and the pending one (a few) need different ones.
 */
const STATUS_IS: Record<TicketStatus, Prisma.Sql> = {
  pending: Prisma.raw(`t."status" = 'pending'`),
  open: Prisma.raw(`t."status" = 'open' AND t."userId" IS NOT NULL`),
  closed: Prisma.raw(`t."status" = 'closed'`),
};

export const listedStatusSql = (status: TicketStatus): Prisma.Sql => STATUS_IS[status];

/** Tickets carrying any of the tags; no tags, no filter. */
export function taggedSql(tagIds: number[] | undefined): Prisma.Sql | null {
  return tagIds?.length
    ? Prisma.sql`EXISTS (SELECT 1 FROM "TicketTag" tt WHERE tt."ticketId" = t.id AND tt."tagId" = ANY(${tagIds}::int[]))`
    : null;
}

/** Tickets whose contact's name contains the text (any case), or whose number contains its digits. */
export function contactMatchSql(text: string): Prisma.Sql {
  const digits = text.replace(/\D/g, "");
  const byNumber = digits ? Prisma.sql` OR c."number" LIKE ${`%${escapeLike(digits)}%`}` : Prisma.empty;
  return Prisma.sql`EXISTS (SELECT 1 FROM "Contact" c WHERE c.id = t."contactId" AND (c."name" ILIKE ${`%${escapeLike(text)}%`}${byNumber}))`;
}

/** The conditions that hold, joined by AND (none: every row). */
export const allOf = (conditions: (Prisma.Sql | null | undefined | false | "")[]): Prisma.Sql => {
  const held = conditions.filter((condition): condition is Prisma.Sql => !!condition);
  return held.length ? Prisma.join(held, " AND ") : Prisma.sql`true`;
};
