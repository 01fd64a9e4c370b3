import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/escape-like";
import type { Prisma } from "@/lib/generated/prisma/client";
import { findTicketPage, ticketViewsById } from "./find-ticket-page";
import { TICKETS_PAGE_SIZE, type SearchTicketsQuery } from "./schemas";
import { contactMatchWhere } from "./ticket-filters";
import { visibleTicketWhere } from "./ticket-visibility";

// The trigram index on Message.body serves only patterns of three characters or more; shorter
// ones would read every message of the tenant, so they search conversations alone.
const MESSAGE_SEARCH_MIN_LENGTH = 3;

/** A page of the messages containing the text, newest first, each with its ticket's view. */
async function findMessagePage(caller: Caller, visible: Prisma.TicketWhereInput, text: string, pageNumber: number) {
  if (text.length < MESSAGE_SEARCH_MIN_LENGTH) return { found: [], hasMore: false };
  const rows = await prisma.message.findMany({
    where: { idGraf: caller.idGraf, isDeleted: false, body: { contains: escapeLike(text), mode: "insensitive" }, ticket: visible },
    select: { id: true, body: true, createdAt: true, ticketId: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (pageNumber - 1) * TICKETS_PAGE_SIZE,
    take: TICKETS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, TICKETS_PAGE_SIZE);
  const tickets = await ticketViewsById(caller.idGraf, page.map((row) => row.ticketId));
  const found = page.flatMap(({ ticketId, ...message }) => {
    const ticket = tickets.get(ticketId);
    return ticket ? [{ ...ticket, message }] : [];
  });
  return { found, hasMore: rows.length > TICKETS_PAGE_SIZE };
}

/**
 * The search tab: conversations whose contact's name or number matches, and messages whose text
 * contains the term, each with its ticket; both among the tickets the caller may see, 15 a page.
 */
export async function searchTickets(caller: Caller, { searchParam, pageNumber }: SearchTicketsQuery) {
  const visible = visibleTicketWhere(caller);
  const [conversations, messages] = await Promise.all([
    findTicketPage(caller.idGraf, { AND: [visible, contactMatchWhere(searchParam)] }, pageNumber, TICKETS_PAGE_SIZE),
    findMessagePage(caller, visible, searchParam, pageNumber),
  ]);
  return {
    conversationTickets: conversations.tickets,
    messageTickets: messages.found,
    hasMore: conversations.hasMore || messages.hasMore,
  };
}
