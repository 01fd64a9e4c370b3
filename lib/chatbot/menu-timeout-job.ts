import { z } from "zod";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import type { RawTx } from "@/lib/db/sql-transaction";
import { enqueue } from "@/lib/jobs/job-queue";
import { defineJob } from "@/lib/jobs/define-job";

const menuTimeoutPayload = z.object({ ticketId: z.number().int(), menuMessageId: z.number().int() });
type MenuTimeoutPayload = z.output<typeof menuTimeoutPayload>;

/**
 * A ticket still waiting without a department when its menu times out goes to the connection's
 * default department, under the ticket's row lock; an answer (a choice, or anything else, which
 * the bot routes to the default) or an attendant taking it leaves nothing to do.
 */
export async function routeUnansweredMenu({ ticketId }: MenuTimeoutPayload) {
  const moved = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Ticket" WHERE "id" = ${ticketId} FOR UPDATE`;
    const ticket = await tx.ticket.findUnique({
      where: { id: ticketId },
      select: {
        idGraf: true,
        status: true,
        userId: true,
        queueId: true,
        whatsapp: { select: { defaultQueueId: true } },
      },
    });
    const queueId = ticket?.whatsapp.defaultQueueId;
    if (!ticket || !queueId || ticket.status !== "pending" || ticket.userId !== null || ticket.queueId !== null)
      return null;
    await tx.ticket.update({ where: { id: ticketId }, data: { queueId } });
    return ticket;
  });
  if (!moved) return;
  const before = { idGraf: moved.idGraf, status: moved.status, userId: moved.userId, queueId: moved.queueId };
  await dispatch([{ type: "ticket.updated", idGraf: moved.idGraf, ticketId, before }]);
}

export const menuTimeoutJob = defineJob({
  queue: "chatbot-menu-timeout",
  payload: menuTimeoutPayload,
  run: routeUnansweredMenu,
});

/**
 * When the bot sends its menu of departments, a job in the same transaction comes back after
 * CHATBOT_MENU_TIMEOUT_MINUTES: a contact who never answered is not left without a department.
 */
export async function enqueueMenuTimeout(tx: RawTx, payload: MenuTimeoutPayload) {
  const runAt = new Date(Date.now() + env().CHATBOT_MENU_TIMEOUT_MINUTES * 60_000);
  await enqueue(tx, menuTimeoutJob, payload, { key: `${menuTimeoutJob.queue}:${payload.menuMessageId}`, runAt });
}
