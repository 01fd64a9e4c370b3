import { prisma } from "@/lib/db/client";
import type { JobHandler } from "@/lib/jobs/job-runner";

export const AUTO_CLOSE_QUEUE = "auto-close-tickets";
export const AUTO_CLOSE_PERIOD_MS = 5 * 60_000;

/** Hours an open ticket may stay without messages before it is closed (spec: a build setting, 24). */
export const autoCloseHours = () => Number(process.env.TICKET_AUTO_CLOSE_HOURS) || 24;

export type ClosedTicket = { id: number; idGraf: number };

/** Closes open tickets idle for longer than the limit; returns what it closed. */
export async function closeIdleTickets(hours = autoCloseHours()): Promise<ClosedTicket[]> {
  return prisma.$queryRaw<ClosedTicket[]>`
    UPDATE "Ticket" SET "status" = 'closed', "closedAt" = now(), "updatedAt" = now()
    WHERE "status" = 'open'
      AND COALESCE("lastMessageTime", "updatedAt") < now() - make_interval(hours => ${hours})
    RETURNING "id", "idGraf"`;
}

export const autoCloseJob = (onClosed: (tickets: ClosedTicket[]) => Promise<void>): JobHandler => ({
  async run() {
    const closed = await closeIdleTickets();
    if (closed.length) await onClosed(closed);
  },
});
