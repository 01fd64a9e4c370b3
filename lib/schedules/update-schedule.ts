import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { publishSchedule } from "./publish-schedule";
import { assertScheduleReaches } from "./schedule-connection";
import { SCHEDULE_STATUS, scheduleViewInclude, toScheduleView } from "./schedule-view";
import type { UpdateScheduleInput } from "./schemas";
import { enqueueScheduleSend, sendScheduleJob } from "./send-schedule-job";

/**
 * Changes a schedule that has not been handed to the sender yet. The row lock lines this up with
 * the send job: whichever commits first wins, and a job enqueued for an earlier version finds its
 * sendAt changed and does nothing. A schedule already sent (or failed) keeps what happened.
 */
export async function updateSchedule(caller: Caller, id: number, input: UpdateScheduleInput) {
  if (input.contactId !== undefined) {
    const contact = await prisma.contact.findFirst({
      where: { id: input.contactId, idGraf: caller.idGraf },
      select: { id: true, number: true, isGroup: true },
    });
    if (!contact) throw new AppError("ERR_NO_CONTACT_FOUND", "Contact not found");
    // A new contact must be on WhatsApp; the one it had was checked when it was chosen.
    const current = await prisma.schedule.findFirst({
      where: { id, idGraf: caller.idGraf },
      select: { contactId: true },
    });
    if (current && current.contactId !== contact.id) await assertScheduleReaches(caller, { contact, ticketId: null });
  }
  const row = await prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ status: string; messageId: number | null; contactId: number }[]>`
      SELECT "status", "messageId", "contactId" FROM "Schedule" WHERE "id" = ${id} AND "idGraf" = ${caller.idGraf} FOR UPDATE`;
    if (!locked) throw new AppError("ERR_NOT_FOUND", "Schedule not found");
    if (locked.status !== SCHEDULE_STATUS.pending || locked.messageId !== null) {
      throw new AppError("ERR_SCHEDULE_ALREADY_SENT", "This schedule has already been sent");
    }
    const contactChanged = input.contactId !== undefined && input.contactId !== locked.contactId;
    const updated = await tx.schedule.update({
      where: { id },
      data: {
        body: input.body,
        sendAt: input.sendAt,
        contactId: input.contactId,
        ...(contactChanged && { ticketId: null }),
        ...(input.timezone !== undefined && { timezone: input.timezone }),
      },
      include: scheduleViewInclude,
    });
    await enqueueScheduleSend(tx, updated);
    return updated;
  });
  wakeJobs(sendScheduleJob);
  await publishSchedule(row.id);
  return toScheduleView(row);
}
