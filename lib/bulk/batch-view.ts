import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";

export const batchViewInclude = { whatsapp: { select: { name: true } } } satisfies Prisma.BulkMessageBatchInclude;
type Row = Prisma.BulkMessageBatchGetPayload<{ include: typeof batchViewInclude }>;

/** A batch's progress as the screen shows it: waiting is what is neither sent, failed nor skipped. */
export const toBatchView = (row: Row) => ({
  id: row.id,
  whatsappId: row.whatsappId,
  whatsapp: row.whatsapp,
  status: row.status,
  total: row.total,
  sent: row.sent,
  failed: row.failed,
  skipped: row.skipped,
  waiting: row.total - row.sent - row.failed - row.skipped,
  nextSendAt: row.status === "running" ? row.nextSendAt : null,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});
export type BatchView = ReturnType<typeof toBatchView>;

/** Emits `bulkMessage-{idGraf}` with the batch's progress (after the commit). */
export async function publishBatch(batchId: number) {
  const row = await prisma.bulkMessageBatch.findUnique({ where: { id: batchId }, include: batchViewInclude });
  if (row) emitToTenant(row.idGraf, channels.bulkMessage(row.idGraf), { action: "update", batch: toBatchView(row) });
}
