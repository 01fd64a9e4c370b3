import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldedMatch } from "@/lib/db/folded-search";
import type { QuickAnswerView } from "./quick-answer-view";
import type { ListQuickAnswersQuery } from "./schemas";

export const QUICK_ANSWERS_PAGE_SIZE = 20;

/**
 * A page of the tenant's quick answers by shortcut; a search matches shortcut or message ignoring
 * case and accents. Every member of the tenant reads them (the composer's '/' list).
 */
export async function listQuickAnswers(caller: Caller, { searchParam, pageNumber }: ListQuickAnswersQuery) {
  const search = searchParam
    ? Prisma.sql`AND (${foldedMatch(Prisma.sql`"shortcut"`, searchParam)} OR ${foldedMatch(Prisma.sql`"message"`, searchParam)})`
    : Prisma.empty;
  // One row past the page tells whether there is another.
  const rows = await prisma.$queryRaw<QuickAnswerView[]>`
    SELECT "id", "shortcut", "message" FROM "QuickAnswer"
    WHERE "idGraf" = ${caller.idGraf} ${search}
    ORDER BY fold_text("shortcut"), "id"
    LIMIT ${QUICK_ANSWERS_PAGE_SIZE + 1} OFFSET ${(pageNumber - 1) * QUICK_ANSWERS_PAGE_SIZE}`;
  return { quickAnswers: rows.slice(0, QUICK_ANSWERS_PAGE_SIZE), hasMore: rows.length > QUICK_ANSWERS_PAGE_SIZE };
}
