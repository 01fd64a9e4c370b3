import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { queueViewSelect } from "./queue-view";

/** Every member of the tenant lists its queues: attendants pick them for transfers and filters. */
export function listQueues(caller: Caller) {
  return prisma.queue.findMany({
    where: { idGraf: caller.idGraf },
    select: queueViewSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
