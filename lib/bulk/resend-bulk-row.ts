import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { publishBatch } from "./batch-view";
import { enqueueBulkPacer, repaceBulkSends } from "./bulk-queue";

/**
 * 'Send again' on a bulk row that failed for good: back in line with fresh attempts, its batch
 * running again if it had ended (done, or cancelled with this row failed), and the connection's
 * pacer woken. The row keeps its message id, so WhatsApp keeps one copy if a failed attempt reached
 * it after all; the pacing and the connection's rules hold as for any row. Under the connection's
 * row lock (the pacer's), a second click finds the row queued and changes nothing; answers whether
 * this call queued it. Bulk rows belong to no ticket: only who sees every ticket sees them.
 */
export async function resendBulkRow(caller: Caller, itemId: number): Promise<boolean> {
  const row = canSeeAllTickets(caller)
    ? await prisma.bulkMessageItem.findFirst({
        where: { id: itemId, batch: { idGraf: caller.idGraf } },
        select: { batchId: true, whatsappId: true },
      })
    : null;
  if (!row) throw new AppError("ERR_NOT_FOUND", "Bulk send row not found");
  const resent = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Whatsapp" WHERE "id" = ${row.whatsappId} FOR UPDATE`;
    const again = await tx.bulkMessageItem.updateMany({
      where: { id: itemId, status: "failed" },
      data: { status: "queued", error: null, failedAt: null, attempts: 0, sentAt: null },
    });
    if (!again.count) return false;
    await tx.bulkMessageBatch.update({ where: { id: row.batchId }, data: { failed: { decrement: 1 } } });
    await tx.bulkMessageBatch.updateMany({
      where: { id: row.batchId, status: { in: ["done", "cancelled"] } },
      data: { status: "running", finishedAt: null },
    });
    await enqueueBulkPacer(tx, row.whatsappId, caller.idGraf);
    return true;
  });
  if (!resent) return false;
  await repaceBulkSends(row.whatsappId);
  await publishBatch(row.batchId);
  return true;
}
