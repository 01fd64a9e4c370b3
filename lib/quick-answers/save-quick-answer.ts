import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { quickAnswerNotFound, quickAnswerViewSelect } from "./quick-answer-view";
import type { QuickAnswerInput } from "./schemas";

// Every member of the tenant manages quick answers, as in the Whaticket family: they are the
// attendants' own shortcuts, and the screen is outside the admin group (spec section 2).

export function createQuickAnswer(caller: Caller, input: QuickAnswerInput) {
  return prisma.quickAnswer.create({
    data: { ...input, idGraf: caller.idGraf, userId: caller.userId },
    select: quickAnswerViewSelect,
  });
}

export async function updateQuickAnswer(caller: Caller, { id, input }: { id: number; input: QuickAnswerInput }) {
  const { count } = await prisma.quickAnswer.updateMany({ where: { id, idGraf: caller.idGraf }, data: input });
  if (!count) throw quickAnswerNotFound();
  return prisma.quickAnswer.findFirstOrThrow({ where: { id, idGraf: caller.idGraf }, select: quickAnswerViewSelect });
}
