import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toTicketView, ticketViewSelect } from "./ticket-view";

/**
 * One page of a ticket list, most recently changed first. The page's ids are found first and only
 * those tickets are read with their user, queue, connection, contact and tags: read in one go, the
 * names would be joined for every ticket an offset skips. hasMore comes from one ticket past the
 * page, so a list never counts its whole status (tens of thousands of closed tickets).
 */
export async function findTicketPage(where: Prisma.TicketWhereInput, pageNumber: number, pageSize: number) {
  const ids = await prisma.ticket.findMany({
    where,
    select: { id: true },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    skip: (pageNumber - 1) * pageSize,
    take: pageSize + 1,
  });
  const pageIds = ids.slice(0, pageSize).map((row) => row.id);
  const rows = pageIds.length ? await prisma.ticket.findMany({ where: { id: { in: pageIds } }, select: ticketViewSelect }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A ticket deleted between the two reads is left out.
  const tickets = pageIds.flatMap((id) => (byId.has(id) ? [toTicketView(byId.get(id)!)] : []));
  return { tickets, hasMore: ids.length > pageSize };
}

/** The same page with the list's total, for the answers that show it; both are read side by side. */
export async function findCountedTicketPage(where: Prisma.TicketWhereInput, pageNumber: number, pageSize: number) {
  const [page, count] = await Promise.all([findTicketPage(where, pageNumber, pageSize), prisma.ticket.count({ where })]);
  return { ...page, count };
}
