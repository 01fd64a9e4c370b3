import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { mediaStore } from "@/lib/media/media-store";
import { quickAnswerNotFound } from "./quick-answer-view";

/** Deletes a quick answer and its file (messages that sent it hold copies of their own). */
export async function deleteQuickAnswer(caller: Caller, { id }: { id: number }) {
  const [deleted] = await prisma.$queryRaw<{ mediaKey: string | null }[]>`
    DELETE FROM "QuickAnswer" WHERE "id" = ${id} AND "idGraf" = ${caller.idGraf} RETURNING "mediaKey"`;
  if (!deleted) throw quickAnswerNotFound();
  if (deleted.mediaKey) await mediaStore().remove(caller.idGraf, deleted.mediaKey);
}
