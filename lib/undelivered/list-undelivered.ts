import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleTicketSql } from "@/lib/tickets/ticket-visibility";
import { encodeCursor, type ListUndeliveredQuery, type UndeliveredKind } from "./schemas";

export const UNDELIVERED_PAGE_SIZE = 20;
const EXCERPT_CHARS = 200;

type Row = {
  kind: UndeliveredKind;
  id: number;
  reason: string;
  failedAt: Date;
  ticketId: number | null;
  contactId: number | null;
  contactName: string | null;
  contactNumber: string;
  body: string;
};

/**
 * Every failed row the caller may see, as one relation over "Ticket" aliased `t`: chat messages of
 * ours whose send failed for good, schedules whose hand-over failed (one that became a message is
 * listed as that message), and failed bulk rows. An attendant sees those of tickets they see;
 * schedules without a ticket and bulk rows (which have none) only who sees every ticket. A bulk
 * row's contact is the tenant's contact of its number, if there is one.
 */
function failedRows(caller: Caller): Prisma.Sql {
  const all = canSeeAllTickets(caller);
  const scheduleSeen = all ? Prisma.sql`TRUE` : visibleTicketSql(caller);
  const bulkSeen = all ? Prisma.sql`TRUE` : Prisma.sql`FALSE`;
  return Prisma.sql`
    SELECT 'message' AS kind, m."id", m."sendError" AS reason, COALESCE(m."failedAt", m."updatedAt") AS "failedAt",
      m."ticketId", c."id" AS "contactId", c."name" AS "contactName", c."number" AS "contactNumber",
      left(m."body", ${EXCERPT_CHARS}) AS body
    FROM "Message" m JOIN "Ticket" t ON t."id" = m."ticketId" JOIN "Contact" c ON c."id" = t."contactId"
    WHERE m."idGraf" = ${caller.idGraf} AND m."sendError" IS NOT NULL AND m."fromMe" AND NOT m."isDeleted"
      AND NOT m."isPrivate" AND ${visibleTicketSql(caller)}
    UNION ALL
    SELECT 'schedule', s."id", s."error", COALESCE(s."failedAt", s."updatedAt"), s."ticketId", c."id", c."name",
      c."number", left(s."body", ${EXCERPT_CHARS})
    FROM "Schedule" s JOIN "Contact" c ON c."id" = s."contactId" LEFT JOIN "Ticket" t ON t."id" = s."ticketId"
    WHERE s."idGraf" = ${caller.idGraf} AND s."status" = 'ERRO' AND s."messageId" IS NULL AND ${scheduleSeen}
    UNION ALL
    SELECT 'bulk', i."id", i."error", COALESCE(i."failedAt", b."createdAt"), NULL::int, c."id", c."name", i."phone",
      left(i."message", ${EXCERPT_CHARS})
    FROM "BulkMessageItem" i JOIN "BulkMessageBatch" b ON b."id" = i."batchId"
      LEFT JOIN LATERAL (
        SELECT "id", "name" FROM "Contact" WHERE "idGraf" = b."idGraf" AND "number" = i."phone" LIMIT 1
      ) c ON TRUE
    WHERE b."idGraf" = ${caller.idGraf} AND i."status" = 'failed' AND ${bulkSeen}`;
}

const toView = (row: Row) => ({
  kind: row.kind,
  id: row.id,
  /** A code of the error catalogue (lib/errors): the screens translate it. */
  reason: row.reason,
  contact: { id: row.contactId, name: row.contactName, number: row.contactNumber },
  ticketId: row.ticketId,
  body: row.body,
  failedAt: row.failedAt,
});
export type UndeliveredView = ReturnType<typeof toView>;

/**
 * The caller's undelivered list, newest failure first, one cursor-paged union of the three kinds;
 * `count` is the whole list's length (the menu's badge).
 */
export async function listUndelivered(caller: Caller, { cursor }: ListUndeliveredQuery) {
  const union = failedRows(caller);
  const after = cursor
    ? Prisma.sql`WHERE (u."failedAt", u.kind, u."id") < (${cursor.failedAt}, ${cursor.kind}, ${cursor.id})`
    : Prisma.empty;
  const [page, [{ count }]] = await Promise.all([
    prisma.$queryRaw<Row[]>`
      SELECT * FROM (${union}) u ${after}
      ORDER BY u."failedAt" DESC, u.kind DESC, u."id" DESC
      LIMIT ${UNDELIVERED_PAGE_SIZE + 1}`,
    prisma.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM (${union}) u`,
  ]);
  const rows = page.slice(0, UNDELIVERED_PAGE_SIZE);
  const last = rows.at(-1);
  return {
    rows: rows.map(toView),
    nextCursor: page.length > UNDELIVERED_PAGE_SIZE && last ? encodeCursor(last) : null,
    count,
  };
}
