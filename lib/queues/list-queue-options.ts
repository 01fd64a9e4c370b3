import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";

/** The tenant's queues as choices for a select (the user dialog's departments). */
export function listQueueOptions(caller: Caller) {
  return prisma.queue.findMany({
    where: { idGraf: caller.idGraf },
    select: { id: true, name: true, color: true },
    orderBy: { name: "asc" },
  });
}

export type QueueOption = Awaited<ReturnType<typeof listQueueOptions>>[number];
