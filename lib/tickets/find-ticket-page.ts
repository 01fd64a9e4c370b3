import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { readTicketViews, type TicketView } from "./ticket-view";

/**
 * The views of these tickets by id, each with its user, queue, connection, contact and tags.
 * Lists find their page's ids first and read the names only for those: joined in the query that
 * pages, the names would be read for every row an offset skips or a sort discards.
 */
export async function ticketViewsById(idGraf: number, ids: number[]): Promise<Map<number, TicketView>> {
  const views = ids.length ? await readTicketViews(Prisma.sql`t."idGraf" = ${idGraf} AND t.id = ANY(${[...new Set(ids)]}::int[])`) : [];
  return new Map(views.map((view) => [view.id, view]));
}

/**
 * One page of a ticket list, most recently changed first. hasMore comes from reading one ticket
 * past the page, so a list never counts its whole status (tens of thousands of closed tickets).
 */
export async function findTicketPage(idGraf: number, where: Prisma.TicketWhereInput, pageNumber: number, pageSize: number) {
  const rows = await prisma.ticket.findMany({
    where,
    select: { id: true },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    skip: (pageNumber - 1) * pageSize,
    take: pageSize + 1,
  });
  const ids = rows.slice(0, pageSize).map((row) => row.id);
  const views = await ticketViewsById(idGraf, ids);
  // A ticket deleted between the two reads is left out.
  return { tickets: ids.flatMap((id) => views.get(id) ?? []), hasMore: rows.length > pageSize };
}

/** The same page with the list's total, for the answers that show it; both are read side by side. */
export async function findCountedTicketPage(idGraf: number, where: Prisma.TicketWhereInput, pageNumber: number, pageSize: number) {
  const [page, count] = await Promise.all([findTicketPage(idGraf, where, pageNumber, pageSize), prisma.ticket.count({ where })]);
  return { ...page, count };
}
