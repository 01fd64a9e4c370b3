import { enqueue } from "./job-queue";
import { prisma } from "@/lib/db/client";

/**
 * Enqueues a job once per period however many processes call this: the key names the period, and
 * enqueue keeps one job per key.
 */
export async function enqueueForPeriod(queue: string, periodMs: number, now = Date.now()) {
  const period = Math.floor(now / periodMs);
  await enqueue(prisma, { queue, key: `${queue}:${period}`, payload: { period }, maxAttempts: 1 });
}
