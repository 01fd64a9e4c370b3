import { limitOf, pageOf, readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { JsonText } from "@/lib/utils/json-text";
import { TICKET_VIEW_SQL, type TicketView } from "./ticket-view";

/**
 * One page of a ticket list (`where` over the "Ticket" row aliased `t`), most recently changed
 * first, in one query that finds the page's ids before building their views: built in the query
 * that pages, a view would be built for every row an offset skips or a sort discards. hasMore comes
 * from reading one ticket past the page, so a list never counts its whole status (tens of
 * thousands of closed tickets). The views come as PostgreSQL's JSON text, for the answer to write
 * as it is.
 */
export async function findTicketPage(where: Prisma.Sql, pageNumber: number, pageSize: number) {
  const [row] = await readSql<{ tickets: string; hasMore: boolean }>(Prisma.sql`
    WITH page AS (
      SELECT t.id, t."updatedAt" FROM "Ticket" t WHERE ${where}
      ORDER BY t."updatedAt" DESC, t.id DESC ${pageOf(pageNumber, pageSize)})
    SELECT coalesce((
        SELECT json_agg(${TICKET_VIEW_SQL} ORDER BY shown."updatedAt" DESC, shown.id DESC)
        FROM (SELECT * FROM page ORDER BY "updatedAt" DESC, id DESC ${limitOf(pageSize)}) shown JOIN "Ticket" t ON t.id = shown.id
      ), '[]')::text AS tickets,
      (SELECT count(*) FROM page) > ${Prisma.raw(String(pageSize))} AS "hasMore"`);
  return { tickets: new JsonText<TicketView[]>(row.tickets), hasMore: row.hasMore };
}

/** How many tickets `where` selects. */
export async function countTicketsWhere(where: Prisma.Sql): Promise<number> {
  const [{ count }] = await readSql<{ count: number }>(
    Prisma.sql`SELECT count(*)::int AS count FROM "Ticket" t WHERE ${where}`,
  );
  return count;
}

/** The same page with the list's total, for the answers that show it; both are read side by side. */
export async function findCountedTicketPage(where: Prisma.Sql, pageNumber: number, pageSize: number) {
  const [page, count] = await Promise.all([findTicketPage(where, pageNumber, pageSize), countTicketsWhere(where)]);
  return { ...page, count };
}
