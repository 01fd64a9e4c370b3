import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { batchViewInclude, publishBatch, toBatchView } from "./batch-view";
import { enqueueBulkPacer, repaceBulkSends } from "./bulk-queue";

type Action = "pause" | "resume" | "cancel";
const from: Record<Action, string[]> = { pause: ["running"], resume: ["paused"], cancel: ["running", "paused"] };

/**
 * Pauses, resumes or cancels a batch. A send already taken finishes; a cancelled batch's waiting
 * rows are skipped. The connection's row lock lines this up with the pacer's step.
 */
export async function changeBulkSend(caller: Caller, id: number, action: Action) {
  const batch = await prisma.$transaction(async (tx) => {
    const found = await tx.bulkMessageBatch.findFirst({
      where: { id, idGraf: caller.idGraf },
      select: { whatsappId: true },
    });
    if (!found) throw new AppError("ERR_NOT_FOUND", "Bulk send not found");
    await tx.$queryRaw`SELECT "id" FROM "Whatsapp" WHERE "id" = ${found.whatsappId} FOR UPDATE`;
    const current = await tx.bulkMessageBatch.findUniqueOrThrow({ where: { id } });
    if (!from[action].includes(current.status))
      throw new AppError("ERR_BAD_REQUEST", `A ${current.status} bulk send cannot ${action}`);
    if (action === "cancel") {
      const skipped = await tx.bulkMessageItem.updateMany({
        where: { batchId: id, status: "queued" },
        data: { status: "skipped", error: "cancelled" },
      });
      return tx.bulkMessageBatch.update({
        where: { id },
        data: { status: "cancelled", skipped: { increment: skipped.count }, finishedAt: new Date() },
        include: batchViewInclude,
      });
    }
    if (action === "resume") await enqueueBulkPacer(tx, found.whatsappId, caller.idGraf);
    return tx.bulkMessageBatch.update({
      where: { id },
      data: { status: action === "pause" ? "paused" : "running" },
      include: batchViewInclude,
    });
  });
  if (action === "resume") await repaceBulkSends(batch.whatsappId);
  await publishBatch(batch.id);
  return toBatchView(batch);
}
