import { prisma } from "@/lib/db/client";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { queueViewSelect } from "./queue-view";

// Called after the commit, never from inside a transaction. A created queue is announced as an
// update too: the client inserts or replaces it by id.

/** A queue (or its chatbot menu) was created or changed. */
export async function publishQueue(idGraf: number, queueId: number) {
  const queue = await prisma.queue.findFirst({ where: { id: queueId, idGraf }, select: queueViewSelect });
  if (queue) emitToTenant(idGraf, channels.queue(idGraf), { action: "update", queue });
}

export const publishQueueDelete = (idGraf: number, queueId: number) =>
  emitToTenant(idGraf, channels.queue(idGraf), { action: "delete", queueId });
