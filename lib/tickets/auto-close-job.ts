import { env } from "@/lib/config/env";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { defineRecurringJob } from "@/lib/jobs/recurring";
import { assignInUsersQueues, assignTickets } from "@/lib/queues/assign-tickets";
import { automaticReply } from "./automatic-reply";
import { enqueueFarewell } from "./configured-replies";

/** Hours an open ticket may stay without messages before it is closed (spec: a build setting, 24). */
export const autoCloseHours = () => env().TICKET_AUTO_CLOSE_HOURS;

export type ClosedTicket = { id: number; idGraf: number; userId: number | null; queueId: number | null };

/**
 * Closes open tickets idle for longer than the limit, each with its connection's farewell enqueued
 * in the same transaction, and the round-robin departments of their attendants, who may take
 * more now, asked to hand out what waits; returns what it closed.
 */
export async function closeIdleTickets(hours = autoCloseHours()): Promise<ClosedTicket[]> {
  const closed = await sqlTransaction(async (tx) => {
    const rows = await tx.$queryRaw<(ClosedTicket & { whatsappId: number })[]>`
      UPDATE "Ticket" SET "status" = 'closed', "closedAt" = now(), "updatedAt" = now()
      WHERE "status" = 'open'
        AND COALESCE("lastMessageTime", "updatedAt") < now() - make_interval(hours => ${hours})
      RETURNING "id", "idGraf", "userId", "queueId", "whatsappId"`;
    for (const { id, whatsappId } of rows) await enqueueFarewell(tx, id, whatsappId);
    const attendants = new Map(
      rows.flatMap(({ userId, idGraf }): [number, number][] => (userId ? [[userId, idGraf]] : [])),
    );
    let assigning = 0;
    for (const [userId, idGraf] of attendants) assigning += await assignInUsersQueues(tx, idGraf, userId);
    return { tickets: rows.map(({ whatsappId: _, ...ticket }) => ticket), assigning };
  });
  if (closed.tickets.length) wakeJobs(automaticReply);
  if (closed.assigning) wakeJobs(assignTickets);
  return closed.tickets;
}

/** Closes idle tickets: each is `ticket.resolved` by nobody, from open to closed in its place. */
export const autoCloseJob = defineRecurringJob({
  queue: "auto-close-tickets",
  everyMs: 5 * 60_000,
  async run() {
    const closed = await closeIdleTickets();
    await dispatch(
      closed.map(({ id, idGraf, userId, queueId }) => ({
        type: "ticket.resolved" as const,
        byUserId: null,
        idGraf,
        ticketId: id,
        before: { idGraf, status: "open", userId, queueId },
        after: { idGraf, status: "closed", userId, queueId },
      })),
    );
  },
});
