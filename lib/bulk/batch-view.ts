import type { Prisma } from "@/lib/generated/prisma/client";
import { dispatch } from "@/lib/events/dispatch";

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

/** Tells the screens a batch's progress changed (after the commit). */
export const publishBatch = (batchId: number) => dispatch([{ type: "bulk.batchChanged", batchId }]);
