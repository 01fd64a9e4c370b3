import type { Caller } from "@/lib/auth/caller";
import { isoTime, pageOf, readSql } from "@/lib/db/read-sql";
import { selectiveFoldedMatch, storedFoldedMatch } from "@/lib/db/folded-search";
import { columnTrigramFrequency } from "@/lib/db/trigram-frequency";
import { Prisma } from "@/lib/generated/prisma/client";
import { findTicketPage } from "./find-ticket-page";
import { TICKETS_PAGE_SIZE, type SearchTicketsQuery } from "./schemas";
import { TICKET_VIEW_SQL, type TicketView } from "./ticket-view";
import { visibleMessageSql, visibleTicketSql } from "./ticket-visibility";

// The trigram index on Message.bodyFolded serves only patterns of three characters or more;
// shorter ones would read every message of the tenant, so they search conversations alone.
const MESSAGE_SEARCH_MIN_LENGTH = 3;

const CREATED_AT = Prisma.raw(isoTime('m."createdAt"'));

/** A page of the visible tickets whose contact's name contains the text or number its digits. */
function findConversationPage(caller: Caller, text: string, pageNumber: number) {
  const digits = text.replace(/\D/g, "");
  const byNumber = digits ? Prisma.sql` OR c."number" LIKE ${`%${digits}%`}` : Prisma.empty;
  const contactMatches = Prisma.sql`EXISTS (SELECT 1 FROM "Contact" c WHERE c."id" = t."contactId"
    AND c."idGraf" = ${caller.idGraf} AND (${storedFoldedMatch(Prisma.sql`c."nameFolded"`, text)}${byNumber}))`;
  return findTicketPage(Prisma.sql`${visibleTicketSql(caller)} AND ${contactMatches}`, pageNumber, TICKETS_PAGE_SIZE);
}

/**
 * A page of the messages containing the text, newest first, each with its ticket's view, in one
 * statement: under load every round trip waits its turn again, and the views read after the page
 * made a search wait twice as long as a list.
 */
async function findMessagePage(caller: Caller, text: string, pageNumber: number) {
  if (text.length < MESSAGE_SEARCH_MIN_LENGTH) return { found: [], hasMore: false };
  const frequency = await columnTrigramFrequency("Message", "bodyFolded");
  const rows = await readSql<{ id: number; body: string; createdAt: string; ticket: TicketView }>(Prisma.sql`
    WITH page AS (
      SELECT m."id", m."body", m."createdAt", m."ticketId" FROM "Message" m
      WHERE ${visibleMessageSql(caller)} AND m."isDeleted" = false AND ${selectiveFoldedMatch(Prisma.sql`m."bodyFolded"`, text, frequency)}
      ORDER BY m."createdAt" DESC, m."id" DESC ${pageOf(pageNumber, TICKETS_PAGE_SIZE)})
    SELECT m."id", m."body", ${CREATED_AT} AS "createdAt", ${TICKET_VIEW_SQL} AS ticket
    FROM page m JOIN "Ticket" t ON t.id = m."ticketId"
    ORDER BY m."createdAt" DESC, m."id" DESC`);
  const found = rows.slice(0, TICKETS_PAGE_SIZE).map(({ ticket, ...message }) => ({ ...ticket, message }));
  return { found, hasMore: rows.length > TICKETS_PAGE_SIZE };
}

/**
 * The search tab: conversations whose contact's name or number matches, and messages whose text
 * contains the term, each with its ticket; both among the tickets the caller may see, 15 a page.
 */
export async function searchTickets(caller: Caller, { searchParam, pageNumber }: SearchTicketsQuery) {
  const [conversations, messages] = await Promise.all([
    findConversationPage(caller, searchParam, pageNumber),
    findMessagePage(caller, searchParam, pageNumber),
  ]);
  return {
    conversationTickets: conversations.tickets,
    messageTickets: messages.found,
    hasMore: conversations.hasMore || messages.hasMore,
  };
}
