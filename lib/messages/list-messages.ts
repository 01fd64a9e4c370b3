import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { ticketNotFound } from "@/lib/tickets/ticket-not-found";
import { toTicketView, ticketViewSelect } from "@/lib/tickets/ticket-view";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { messageViewSelect, toMessageView } from "./message-view";

export const MESSAGES_PAGE_SIZE = 20;
export const listMessagesQuery = z.object({ pageNumber: z.coerce.number().int().min(1).max(100_000).default(1) });

/**
 * One page of a ticket's messages, newest page first (page 1 is the latest messages), each page in
 * reading order. Served by the (ticketId, createdAt, id) index.
 */
export async function listMessages(caller: Caller, ticketId: number, query: z.input<typeof listMessagesQuery>) {
  const { pageNumber } = listMessagesQuery.parse(query);
  // Both reads go out together; the messages are thrown away when the ticket is not visible.
  const [ticket, rows] = await Promise.all([
    prisma.ticket.findFirst({ where: { AND: [{ id: ticketId }, visibleTicketWhere(caller)] }, select: ticketViewSelect }),
    prisma.message.findMany({
      where: { ticketId, idGraf: caller.idGraf },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (pageNumber - 1) * MESSAGES_PAGE_SIZE,
      take: MESSAGES_PAGE_SIZE + 1,
      select: messageViewSelect,
    }),
  ]);
  if (!ticket) throw ticketNotFound();
  const hasMore = rows.length > MESSAGES_PAGE_SIZE;
  return { messages: rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map(toMessageView), ticket: toTicketView(ticket), hasMore };
}
