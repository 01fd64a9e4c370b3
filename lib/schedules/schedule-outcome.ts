import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { publishSchedule } from "./publish-schedule";
import { SCHEDULE_STATUS } from "./schedule-view";

/**
 * A schedule that could not be sent: ERRO with the reason as a code of the catalogue (the screens
 * translate it), shown as 'Erro de Envio'.
 */
export async function failSchedule(which: { scheduleId: number } | { messageId: number }, code: string) {
  const where = "scheduleId" in which ? { id: which.scheduleId } : { messageId: which.messageId };
  const failed = await prisma.schedule.updateManyAndReturn({
    where: { ...where, status: SCHEDULE_STATUS.pending },
    data: { status: SCHEDULE_STATUS.error, error: code, failedAt: new Date() },
    select: { id: true },
  });
  for (const { id } of failed) await publishSchedule(id);
}

/**
 * The schedule a message came from, once the send job got it to WhatsApp: ENVIADA, also when it
 * had failed and its message was sent again from the chat. Asked after every send, of which few
 * came from a schedule (lib/db/read-sql.ts).
 */
export async function markScheduleSent(messageId: number) {
  const sent = await readSql<{ id: number }>(Prisma.sql`
    UPDATE "Schedule" SET "status" = ${SCHEDULE_STATUS.sent}, "sentAt" = now(), "error" = NULL, "failedAt" = NULL, "updatedAt" = now()
    WHERE "messageId" = ${messageId} AND "status" IN (${SCHEDULE_STATUS.pending}, ${SCHEDULE_STATUS.error})
    RETURNING "id"`);
  for (const { id } of sent) await publishSchedule(id);
}
