import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { publishSchedule } from "./publish-schedule";
import { scheduleViewInclude, toScheduleView } from "./schedule-view";
import { assertScheduleReaches } from "./schedule-connection";
import type { CreateScheduleInput } from "./schemas";
import { enqueueScheduleSend, sendScheduleJob } from "./send-schedule-job";

/** The contact of the schedule: the one named, else the ticket's; both must be the tenant's. */
async function contactOf(caller: Caller, input: CreateScheduleInput) {
  const ticket = input.ticketId
    ? await prisma.ticket.findFirst({
        where: { id: input.ticketId, idGraf: caller.idGraf },
        select: { id: true, contactId: true },
      })
    : null;
  if (input.ticketId && !ticket) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  const contactId = input.contactId ?? ticket!.contactId;
  const contact = await prisma.contact.findFirst({
    where: { id: contactId, idGraf: caller.idGraf },
    select: { id: true, number: true, isGroup: true },
  });
  if (!contact) throw new AppError("ERR_NO_CONTACT_FOUND", "Contact not found");
  // A ticket of another contact says nothing about where this one is written from.
  return { contact, ticketId: ticket?.contactId === contactId ? ticket.id : null };
}

/** Stores a schedule and, in the same transaction, the job that sends it at sendAt. */
export async function createSchedule(caller: Caller, input: CreateScheduleInput) {
  const { contact, ticketId } = await contactOf(caller, input);
  await assertScheduleReaches(caller, { contact, ticketId });
  const contactId = contact.id;
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.schedule.create({
      data: {
        idGraf: caller.idGraf,
        userId: caller.userId,
        contactId,
        ticketId,
        body: input.body,
        sendAt: input.sendAt,
        timezone: input.timezone ?? null,
      },
      include: scheduleViewInclude,
    });
    await enqueueScheduleSend(tx, created);
    return created;
  });
  wakeJobs(sendScheduleJob);
  await publishSchedule(row.id);
  return toScheduleView(row);
}
