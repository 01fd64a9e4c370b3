import { pageOf, readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { readTicketViews, TICKET_VIEW_SQL, type TicketView } from "./ticket-view";

/** The views of these tickets of the tenant by id. */
export async function ticketViewsById(idGraf: number, ids: number[]): Promise<Map<number, TicketView>> {
  const views = ids.length ? await readTicketViews(Prisma.sql`t."idGraf" = ${idGraf} AND t.id = ANY(${[...new Set(ids)]}::int[])`) : [];
  return new Map(views.map((view) => [view.id, view]));
}

/**
 * One page of a ticket list (`where` over the "Ticket" row aliased `t`), most recently changed
 * first, in one query that finds the page's ids before building their views: built in the query
 * that pages, a view would be built for every row an offset skips or a sort discards. hasMore comes
 * from reading one ticket past the page, so a list never counts its whole status (tens of
 * thousands of closed tickets).
 */
export async function findTicketPage(where: Prisma.Sql, pageNumber: number, pageSize: number) {
  const rows = await readSql<{ view: TicketView }>(Prisma.sql`
    WITH page AS (
      SELECT t.id, t."updatedAt" FROM "Ticket" t WHERE ${where}
      ORDER BY t."updatedAt" DESC, t.id DESC ${pageOf(pageNumber, pageSize)})
    SELECT ${TICKET_VIEW_SQL} AS view FROM page JOIN "Ticket" t ON t.id = page.id ORDER BY page."updatedAt" DESC, page.id DESC`);
  return { tickets: rows.slice(0, pageSize).map((row) => row.view), hasMore: rows.length > pageSize };
}

/** How many tickets `where` selects. */
export async function countTicketsWhere(where: Prisma.Sql): Promise<number> {
  const [{ count }] = await readSql<{ count: number }>(Prisma.sql`SELECT count(*)::int AS count FROM "Ticket" t WHERE ${where}`);
  return count;
}

/** The same page with the list's total, for the answers that show it; both are read side by side. */
export async function findCountedTicketPage(where: Prisma.Sql, pageNumber: number, pageSize: number) {
  const [page, count] = await Promise.all([findTicketPage(where, pageNumber, pageSize), countTicketsWhere(where)]);
  return { ...page, count };
}
