import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/escape-like";
import { TICKETS_PAGE_SIZE, type SearchTicketsQuery } from "./schemas";
import { contactMatchWhere } from "./ticket-filters";
import { toTicketView, ticketViewSelect } from "./ticket-view";
import { visibleTicketWhere } from "./ticket-visibility";

// The trigram index on Message.body serves only patterns of three characters or more; shorter
// ones would read every message of the tenant, so they search conversations alone.
const MESSAGE_SEARCH_MIN_LENGTH = 3;

/**
 * The search tab: conversations whose contact's name or number matches, and messages whose text
 * contains the term, each with its ticket; both among the tickets the caller may see, 15 a page.
 */
export async function searchTickets(caller: Caller, { searchParam, pageNumber }: SearchTicketsQuery) {
  const skip = (pageNumber - 1) * TICKETS_PAGE_SIZE;
  const take = TICKETS_PAGE_SIZE + 1;
  const visible = visibleTicketWhere(caller);
  const [conversations, messages] = await Promise.all([
    prisma.ticket.findMany({
      where: { AND: [visible, contactMatchWhere(searchParam)] },
      select: ticketViewSelect,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip,
      take,
    }),
    searchParam.length < MESSAGE_SEARCH_MIN_LENGTH
      ? []
      : prisma.message.findMany({
          where: {
            idGraf: caller.idGraf,
            isDeleted: false,
            body: { contains: escapeLike(searchParam), mode: "insensitive" },
            ticket: visible,
          },
          select: { id: true, body: true, createdAt: true, ticket: { select: ticketViewSelect } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip,
          take,
        }),
  ]);
  return {
    conversationTickets: conversations.slice(0, TICKETS_PAGE_SIZE).map(toTicketView),
    messageTickets: messages.slice(0, TICKETS_PAGE_SIZE).map(({ ticket, ...message }) => ({ ...toTicketView(ticket), message })),
    hasMore: conversations.length > TICKETS_PAGE_SIZE || messages.length > TICKETS_PAGE_SIZE,
  };
}
