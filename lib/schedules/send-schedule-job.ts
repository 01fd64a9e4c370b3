import { z } from "zod";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dispatch } from "@/lib/events/dispatch";
import { enqueue } from "@/lib/jobs/job-queue";
import { defineJob } from "@/lib/jobs/define-job";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { failureCode } from "@/lib/messages/failure-code";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { getSetting } from "@/lib/settings/get-setting";
import { findOrOpenTickets, startedTickets } from "@/lib/tickets/find-or-open-tickets";
import { oneTicketInProgress } from "@/lib/tickets/one-ticket-in-progress";
import { publishSchedule } from "./publish-schedule";
import { scheduleConnection } from "./schedule-connection";
import { SCHEDULE_STATUS } from "./schedule-view";
import { failSchedule } from "./schedule-outcome";
import { sendMessageJob } from "@/lib/messages/send-message-job";

const sendSchedulePayload = z.object({ scheduleId: z.number().int(), sendAt: z.iso.datetime() });

type Locked = {
  id: number;
  idGraf: number;
  contactId: number;
  ticketId: number | null;
  userId: number | null;
  body: string;
};

/**
 * Hands a due schedule to the ticket engine as an outbound message of the contact's ticket (found
 * or opened as for any outbound message). The schedule's row lock and the checks under it make
 * this happen once, and lose to an edit or a delete that committed first.
 */
async function handOver({ scheduleId, sendAt }: z.output<typeof sendSchedulePayload>) {
  const tenant = await prisma.schedule.findUnique({ where: { id: scheduleId }, select: { idGraf: true } });
  if (!tenant) return null;
  const reopenWithinSeconds = Number(await getSetting(tenant.idGraf, "timeCreateNewTicket"));
  return oneTicketInProgress(() =>
    prisma.$transaction(async (tx) => {
      const [schedule] = await tx.$queryRaw<Locked[]>`
        SELECT "id", "idGraf", "contactId", "ticketId", "userId", "body" FROM "Schedule"
        WHERE "id" = ${scheduleId} AND "status" = ${SCHEDULE_STATUS.pending} AND "messageId" IS NULL AND "sendAt" = ${new Date(sendAt)}
        FOR UPDATE`;
      if (!schedule) return null;
      await tx.$queryRaw`SELECT "id" FROM "Contact" WHERE "id" = ${schedule.contactId} FOR UPDATE`;
      const contact = await tx.contact.findUniqueOrThrow({
        where: { id: schedule.contactId },
        select: { isGroup: true },
      });
      const whatsappId = await scheduleConnection(tx, schedule);
      const lookup = { idGraf: schedule.idGraf, whatsappId, reopenWithinSeconds, now: new Date() };
      const choice = (
        await findOrOpenTickets(tx, lookup, [{ contactId: schedule.contactId, isGroup: contact.isGroup }])
      ).get(schedule.contactId)!;
      const ticket = { id: choice.ticketId, idGraf: schedule.idGraf, whatsappId };
      const message = await storeOutbound(tx, ticket, { body: schedule.body, userId: schedule.userId });
      await tx.schedule.update({ where: { id: schedule.id }, data: { messageId: message.id, ticketId: ticket.id } });
      return { idGraf: schedule.idGraf, messageId: message.id, ticketId: ticket.id, started: startedTickets([choice]) };
    }),
  );
}

/**
 * Hands a due schedule over; the send of its message then settles it (ENVIADA or ERRO:
 * lib/listeners/schedule-outcomes.ts). A hand-over whose last attempt failed leaves it in ERRO.
 */
export const sendScheduleJob = defineJob({
  queue: "send-schedule",
  payload: sendSchedulePayload,
  baseDelayMs: 2000,
  async run(payload) {
    const handed = await handOver(payload);
    if (!handed) return;
    wakeJobs(sendMessageJob);
    await dispatch([
      { type: "message.created", idGraf: handed.idGraf, messageIds: [handed.messageId], started: handed.started },
    ]);
    await publishSchedule(payload.scheduleId);
  },
  async onFinalFailure({ scheduleId }, error) {
    await failSchedule({ scheduleId }, failureCode(error));
  },
});

/**
 * The job that sends a schedule at its sendAt, in the transaction that stored it. A job carries the
 * sendAt it was made for: after an edit only the job of the current sendAt sends. Jobs due while
 * the server was down run as soon as it is back.
 */
export async function enqueueScheduleSend(
  db: Prisma.TransactionClient,
  schedule: { id: number; idGraf: number; sendAt: Date },
) {
  await enqueue(
    db,
    sendScheduleJob,
    { scheduleId: schedule.id, sendAt: schedule.sendAt.toISOString() },
    { idGraf: schedule.idGraf, runAt: schedule.sendAt },
  );
}
