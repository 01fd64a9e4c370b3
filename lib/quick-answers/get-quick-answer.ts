import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { quickAnswerColumns, quickAnswerNotFound, quickAnswerViewOf, type QuickAnswerRow } from "./quick-answer-view";

export async function getQuickAnswer(caller: Caller, { id }: { id: number }) {
  const [row] = await prisma.$queryRaw<QuickAnswerRow[]>`
    SELECT ${quickAnswerColumns} FROM "QuickAnswer" a WHERE a."id" = ${id} AND a."idGraf" = ${caller.idGraf}`;
  if (!row) throw quickAnswerNotFound();
  return quickAnswerViewOf(row);
}
