import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toTicketView, ticketViewSelect } from "./ticket-view";

/** One page of a ticket list with its total, most recently changed first. */
export async function findTicketPage(where: Prisma.TicketWhereInput, pageNumber: number, pageSize: number) {
  const skip = (pageNumber - 1) * pageSize;
  const [rows, count] = await prisma.$transaction([
    prisma.ticket.findMany({
      where,
      select: ticketViewSelect,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip,
      take: pageSize,
    }),
    prisma.ticket.count({ where }),
  ]);
  return { tickets: rows.map(toTicketView), hasMore: skip + rows.length < count, count };
}
