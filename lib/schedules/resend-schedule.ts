import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { publishSchedule } from "./publish-schedule";
import { SCHEDULE_STATUS } from "./schedule-view";
import { enqueueScheduleSend, sendScheduleJob } from "./send-schedule-job";

/** Who may send a failed schedule again: who sees every ticket, else only one of a ticket they see. */
const seenSchedule = (caller: Caller, id: number): Prisma.ScheduleWhereInput =>
  canSeeAllTickets(caller)
    ? { id, idGraf: caller.idGraf }
    : { id, idGraf: caller.idGraf, ticket: { is: visibleTicketWhere(caller) } };

/**
 * 'Send again' on a schedule whose hand-over failed for good (no message was made): it is pending
 * again and its send job runs now. Under the schedule's row lock, a second click finds it pending
 * and queues nothing; answers whether this call queued it. A schedule that became a message is
 * sent again as that message (lib/messages/resend-message.ts).
 */
export async function resendSchedule(caller: Caller, scheduleId: number): Promise<boolean> {
  const resent = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Schedule" WHERE "id" = ${scheduleId} AND "idGraf" = ${caller.idGraf} FOR UPDATE`;
    const schedule = await tx.schedule.findFirst({
      where: seenSchedule(caller, scheduleId),
      select: { id: true, idGraf: true, sendAt: true, status: true, messageId: true },
    });
    if (!schedule) throw new AppError("ERR_NOT_FOUND", "Schedule not found");
    if (schedule.status !== SCHEDULE_STATUS.error || schedule.messageId !== null) return false;
    await tx.schedule.update({
      where: { id: schedule.id },
      data: { status: SCHEDULE_STATUS.pending, error: null, failedAt: null },
    });
    await enqueueScheduleSend(tx, schedule);
    return true;
  });
  if (!resent) return false;
  wakeJobs(sendScheduleJob);
  await publishSchedule(scheduleId);
  return true;
}
