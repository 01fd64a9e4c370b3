import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { runningJobs } from "@/lib/jobs/job-runner";

export type QueueBacklog = { queue: string; waiting: number; oldestSeconds: number };

/**
 * Per queue this process serves: the jobs due and not finished (waiting for a runner or running),
 * and how long the oldest of them has been due. Every queue appears, at 0 when nothing waits.
 * One indexed range per queue (the claim's index: queue, doneAt, failedAt, runAt).
 */
export async function readJobBacklog(): Promise<QueueBacklog[]> {
  const queues = runningJobs()?.queues() ?? [];
  if (!queues.length) return [];
  const rows = await prisma.$queryRaw<{ queue: string; waiting: number; oldest: number }[]>`
    SELECT "queue", count(*)::int AS waiting, EXTRACT(EPOCH FROM now() - min("runAt"))::float8 AS oldest
    FROM "Job"
    WHERE "queue" IN (${Prisma.join(queues)}) AND "doneAt" IS NULL AND "failedAt" IS NULL AND "runAt" <= now()
    GROUP BY "queue"`;
  const found = new Map(rows.map((row) => [row.queue, row]));
  return queues.map((queue) => ({
    queue,
    waiting: found.get(queue)?.waiting ?? 0,
    oldestSeconds: Math.max(0, found.get(queue)?.oldest ?? 0),
  }));
}
