import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";

type Db = Pick<Prisma.TransactionClient, "ticket" | "whatsapp">;
type Schedule = { idGraf: number; contactId: number; ticketId: number | null; userId: number | null };

/** The connection a schedule is written from: its ticket's, the contact's ticket in progress, the user's, else the default. */
export async function scheduleConnection(tx: Db, schedule: Schedule) {
  const ticket = schedule.ticketId
    ? await tx.ticket.findUnique({ where: { id: schedule.ticketId }, select: { whatsappId: true } })
    : null;
  const inProgress = ticket
    ? null
    : await tx.ticket.findFirst({
        where: { idGraf: schedule.idGraf, contactId: schedule.contactId, status: { in: ["pending", "open"] } },
        orderBy: { updatedAt: "desc" },
        select: { whatsappId: true },
      });
  const own =
    ticket ??
    inProgress ??
    (schedule.userId
      ? await tx.whatsapp.findFirst({
          where: { idGraf: schedule.idGraf, users: { some: { id: schedule.userId } } },
          select: { id: true },
        })
      : null);
  const found =
    own ?? (await tx.whatsapp.findFirst({ where: { idGraf: schedule.idGraf, isDefault: true }, select: { id: true } }));
  if (!found) throw new AppError("ERR_NO_DEF_WAPP_FOUND", "No default connection found");
  return "whatsappId" in found ? found.whatsappId : found.id;
}

/** A schedule's contact must be on WhatsApp, as the connection it will be sent from says (groups are). */
export async function assertScheduleReaches(
  caller: Caller,
  schedule: { contact: { id: number; number: string; isGroup: boolean }; ticketId: number | null },
) {
  if (schedule.contact.isGroup) return;
  const where = {
    idGraf: caller.idGraf,
    contactId: schedule.contact.id,
    ticketId: schedule.ticketId,
    userId: caller.userId,
  };
  const connection = { id: await scheduleConnection(prisma, where), idGraf: caller.idGraf };
  await assertOnWhatsapp(connection, [{ number: schedule.contact.number, path: "contactId" }]);
}
