import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs/job-queue";

export const BULK_SEND_QUEUE = "bulk-send";
export type BulkSendPayload = { whatsappId: number };

/** A connection's bulk sends are paced by one job at a time: their group. */
export const bulkGroup = (whatsappId: number) => `bulk:${whatsappId}`;

/** Starts pacing a connection's bulk sends (a no-op run when another pacer of it does the work). */
export async function enqueueBulkPacer(
  db: Pick<Prisma.TransactionClient, "$executeRaw">,
  whatsappId: number,
  idGraf: number,
) {
  const payload: BulkSendPayload = { whatsappId };
  await enqueue(db, { queue: BULK_SEND_QUEUE, idGraf, group: bulkGroup(whatsappId), payload, maxAttempts: 20 });
}
