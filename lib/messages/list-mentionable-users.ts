import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ticketNotFound } from "@/lib/tickets/ticket-not-found";
import { mentionableWhere } from "@/lib/tickets/ticket-viewers";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";

const placeSelect = { id: true, idGraf: true, status: true, userId: true, queueId: true, whatsappId: true } as const;

/** A ticket the caller may see, with where it is (who else may see it follows from that). */
export async function visibleTicketPlace(db: Prisma.TransactionClient, caller: Caller, ticketId: number) {
  const ticket = await db.ticket.findFirst({
    where: { AND: [{ id: ticketId }, visibleTicketWhere(caller)] },
    select: placeSelect,
  });
  if (!ticket) throw ticketNotFound();
  return ticket;
}

/** The attendants a note on the ticket may mention (mentionableWhere), the caller aside, by name. */
export async function listMentionableUsers(caller: Caller, ticketId: number) {
  const ticket = await visibleTicketPlace(prisma, caller, ticketId);
  const users = await prisma.user.findMany({
    where: { AND: [mentionableWhere(ticket), { id: { not: caller.userId } }] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
    take: 500,
  });
  return { users };
}
