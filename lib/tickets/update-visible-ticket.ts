import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ticketNotFound } from "./ticket-not-found";
import { ticketViewOf } from "./ticket-view";
import { visibleTicketWhere, type Viewer } from "./ticket-visibility";

const currentSelect = { id: true, status: true, userId: true, queueId: true, whatsappId: true, updatedAt: true } satisfies Prisma.TicketSelect;
export type CurrentTicket = Prisma.TicketGetPayload<{ select: typeof currentSelect }>;

type Change = (tx: Prisma.TransactionClient, current: CurrentTicket) => Promise<Prisma.TicketUncheckedUpdateInput> | Prisma.TicketUncheckedUpdateInput;

/**
 * Changes one ticket the caller may see, holding its row lock from the read to the write so two
 * attendants acting at once are served one after the other; returns the ticket before and after.
 */
export async function updateVisibleTicket(viewer: Viewer, id: number, change: Change) {
  const before = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Ticket" WHERE "id" = ${id} AND "idGraf" = ${viewer.idGraf} FOR UPDATE`;
    const current = await tx.ticket.findFirst({ where: { AND: [{ id }, visibleTicketWhere(viewer)] }, select: currentSelect });
    if (!current) throw ticketNotFound();
    await tx.ticket.update({ where: { id }, data: await change(tx, current), select: { id: true } });
    return current;
  });
  // Read once committed: a ticket deleted meanwhile is gone for this caller too.
  const ticket = await ticketViewOf(viewer.idGraf, id);
  if (!ticket) throw ticketNotFound();
  return { before, ticket };
}

/** Reading and tagging leave a ticket where it is in the lists, which are ordered by updatedAt. */
export const samePlaceInLists = (current: CurrentTicket) => ({ updatedAt: current.updatedAt });
