import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldedMatch } from "@/lib/db/folded-search";
import { fillAnswer, ticketForAnswers } from "./answer-variables";
import { quickAnswerColumns, quickAnswerViewOf, type QuickAnswerRow } from "./quick-answer-view";
import type { ListQuickAnswersQuery } from "./schemas";

export const QUICK_ANSWERS_PAGE_SIZE = 20;

/**
 * A page of the tenant's quick answers by shortcut; a search matches shortcut or message ignoring
 * case and accents. Every member of the tenant reads them. With a ticket (the composer's '/' list),
 * only the answers offered in its department (those limited to none are offered everywhere; a
 * ticket without a department offers only those), their variables filled for it.
 */
export async function listQuickAnswers(caller: Caller, { searchParam, pageNumber, ticketId }: ListQuickAnswersQuery) {
  const ticket = ticketId ? await ticketForAnswers(caller, ticketId) : null;
  const search = searchParam
    ? Prisma.sql`AND (${foldedMatch(Prisma.sql`a."shortcut"`, searchParam)} OR ${foldedMatch(Prisma.sql`a."message"`, searchParam)})`
    : Prisma.empty;
  const offered = ticket
    ? Prisma.sql`AND (NOT EXISTS (SELECT 1 FROM "QuickAnswerQueue" q WHERE q."quickAnswerId" = a."id")
        OR EXISTS (SELECT 1 FROM "QuickAnswerQueue" q WHERE q."quickAnswerId" = a."id" AND q."queueId" = ${ticket.queueId}::int))`
    : Prisma.empty;
  // One row past the page tells whether there is another.
  const rows = await prisma.$queryRaw<QuickAnswerRow[]>`
    SELECT ${quickAnswerColumns} FROM "QuickAnswer" a
    WHERE a."idGraf" = ${caller.idGraf} ${search} ${offered}
    ORDER BY fold_text(a."shortcut"), a."id"
    LIMIT ${QUICK_ANSWERS_PAGE_SIZE + 1} OFFSET ${(pageNumber - 1) * QUICK_ANSWERS_PAGE_SIZE}`;
  const quickAnswers = rows.slice(0, QUICK_ANSWERS_PAGE_SIZE).map((row) => {
    const view = quickAnswerViewOf(row);
    return ticket ? { ...view, message: fillAnswer(view.message, ticket.variables) } : view;
  });
  return { quickAnswers, hasMore: rows.length > QUICK_ANSWERS_PAGE_SIZE };
}
