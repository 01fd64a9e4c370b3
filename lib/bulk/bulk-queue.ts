import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueue, runGroupNow } from "@/lib/jobs/job-queue";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { bulkSendJob } from "./bulk-send-job";

/** A connection's bulk sends are paced by one job at a time: their group. */
export const bulkGroup = (whatsappId: number) => `bulk:${whatsappId}`;

/** Starts pacing a connection's bulk sends (a no-op run when another pacer of it does the work). */
export async function enqueueBulkPacer(
  db: Pick<Prisma.TransactionClient, "$executeRaw">,
  whatsappId: number,
  idGraf: number,
) {
  await enqueue(db, bulkSendJob, { whatsappId }, { idGraf, group: bulkGroup(whatsappId) });
}

/** The connection's waiting pacer runs now (its settings changed, a batch resumed), not at its planned time. */
export async function repaceBulkSends(whatsappId: number) {
  await runGroupNow(bulkSendJob, bulkGroup(whatsappId));
  wakeJobs(bulkSendJob);
}
