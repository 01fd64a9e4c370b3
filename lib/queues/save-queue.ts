import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { assertAgentsEndMenus, saveMenu } from "./save-menu";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { assignInQueues, assignTickets } from "./assign-tickets";
import type { Prisma } from "@/lib/generated/prisma/client";
import { loadQueueDetail, queueNotFound } from "./queue-view";
import type { QueueInput } from "./schemas";
import { withUniqueQueue } from "./unique-queue";

async function saveQueueMenu(
  tx: Prisma.TransactionClient,
  idGraf: number,
  queueId: number,
  chatbots: QueueInput["chatbots"],
  isNew: boolean,
) {
  if (!chatbots) return;
  await saveMenu(tx, { idGraf, queueId, parentId: null }, chatbots, "chatbots", isNew);
  await assertAgentsEndMenus(tx, idGraf, queueId);
}

/** A new queue with the menu its form sent. */
export async function createQueue(caller: Caller, { chatbots, ...fields }: QueueInput) {
  assertAdmin(caller);
  const queue = await withUniqueQueue(() =>
    prisma.$transaction(async (tx) => {
      const { id } = await tx.queue.create({ data: { ...fields, idGraf: caller.idGraf }, select: { id: true } });
      await saveQueueMenu(tx, caller.idGraf, id, chatbots, true);
      return loadQueueDetail(tx, caller.idGraf, id);
    }),
  );
  await dispatch([{ type: "queue.saved", idGraf: caller.idGraf, queueId: queue.id }]);
  return queue;
}

/** Replaces a queue's settings; its menu too when the form sends `chatbots`. */
export async function updateQueue(
  caller: Caller,
  { id, input: { chatbots, ...fields } }: { id: number; input: QueueInput },
) {
  assertAdmin(caller);
  let assigning = false;
  const queue = await withUniqueQueue(() =>
    prisma.$transaction(async (tx) => {
      const { count } = await tx.queue.updateMany({ where: { id, idGraf: caller.idGraf }, data: fields });
      if (!count) throw queueNotFound();
      await saveQueueMenu(tx, caller.idGraf, id, chatbots, false);
      // Tickets already waiting in a department that becomes round-robin are handed out too.
      assigning = (await assignInQueues(tx, caller.idGraf, [id])) > 0;
      return loadQueueDetail(tx, caller.idGraf, id);
    }),
  );
  if (assigning) wakeJobs(assignTickets);
  await dispatch([{ type: "queue.saved", idGraf: caller.idGraf, queueId: id }]);
  return queue;
}
