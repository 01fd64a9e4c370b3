import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { quickAnswerNotFound, quickAnswerViewSelect } from "./quick-answer-view";

export async function getQuickAnswer(caller: Caller, { id }: { id: number }) {
  const quickAnswer = await prisma.quickAnswer.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: quickAnswerViewSelect,
  });
  if (!quickAnswer) throw quickAnswerNotFound();
  return quickAnswer;
}
