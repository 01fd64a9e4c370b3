import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { quickAnswerNotFound } from "./quick-answer-view";

export async function deleteQuickAnswer(caller: Caller, { id }: { id: number }) {
  const { count } = await prisma.quickAnswer.deleteMany({ where: { id, idGraf: caller.idGraf } });
  if (!count) throw quickAnswerNotFound();
}
