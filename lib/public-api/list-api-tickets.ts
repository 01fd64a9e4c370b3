import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ticketNotFound } from "@/lib/tickets/ticket-not-found";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import type { ApiTicket, ListApiTicketsQuery } from "./schemas";

export const API_PAGE_SIZE = 50;

const select = {
  id: true,
  status: true,
  contactId: true,
  whatsappId: true,
  queueId: true,
  userId: true,
  lastMessage: true,
  createdAt: true,
  updatedAt: true,
  tags: { select: { tagId: true } },
} as const satisfies Prisma.TicketSelect;

const viewOf = ({ tags, createdAt, updatedAt, ...ticket }: Prisma.TicketGetPayload<{ select: typeof select }>) =>
  ({
    ...ticket,
    tagIds: tags.map((tag) => tag.tagId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }) as ApiTicket;

/** The tickets the caller may see (a key: all of its tenant's), by id, a page after the cursor. */
export async function listApiTickets(caller: Caller, query: ListApiTicketsQuery) {
  const rows = await prisma.ticket.findMany({
    where: {
      AND: [
        visibleTicketWhere(caller),
        {
          ...(query.status && { status: query.status }),
          ...(query.queueId && { queueId: query.queueId }),
          ...(query.updatedSince && { updatedAt: { gte: new Date(query.updatedSince) } }),
          ...(query.cursor && { id: { gt: Number(query.cursor) } }),
        },
      ],
    },
    orderBy: { id: "asc" },
    take: API_PAGE_SIZE + 1,
    select,
  });
  const items = rows.slice(0, API_PAGE_SIZE).map(viewOf);
  return { items, nextCursor: rows.length > API_PAGE_SIZE ? String(items.at(-1)!.id) : null };
}

/** One ticket the caller may see, else 404 ERR_NO_TICKET_FOUND. */
export async function getApiTicket(caller: Caller, id: number) {
  const row = await prisma.ticket.findFirst({ where: { AND: [visibleTicketWhere(caller), { id }] }, select });
  if (!row) throw ticketNotFound();
  return viewOf(row);
}

/** Tickets of the tenant in the API's shape, whoever may see them (webhooks' data); those gone are left out. */
export async function apiTicketsOf(idGraf: number, ids: number[]) {
  const rows = await prisma.ticket.findMany({ where: { idGraf, id: { in: ids } }, select });
  return rows.map(viewOf);
}
