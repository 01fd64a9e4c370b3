import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ticketNotFound } from "./ticket-not-found";
import { ticketViewOf } from "./ticket-view";
import { visibleTicketSql, type Viewer } from "./ticket-visibility";

export type CurrentTicket = Pick<Prisma.TicketGetPayload<object>, "id" | "status" | "userId" | "queueId" | "whatsappId" | "updatedAt">;

type Change = (tx: Prisma.TransactionClient, current: CurrentTicket) => Promise<Prisma.TicketUncheckedUpdateInput> | Prisma.TicketUncheckedUpdateInput;

/**
 * Changes one ticket the caller may see, holding its row lock from the read to the write so two
 * attendants acting at once are served one after the other; returns the ticket before and after.
 */
export async function updateVisibleTicket(viewer: Viewer, id: number, change: Change) {
  const before = await prisma.$transaction(async (tx) => {
    // Locked and read in one statement: FOR UPDATE waits for a change under way and reads the row it left.
    const [locked] = await tx.$queryRaw<(CurrentTicket & { visible: boolean })[]>`
      SELECT t.id, t.status, t."userId", t."queueId", t."whatsappId", t."updatedAt", (${visibleTicketSql(viewer)}) AS visible
      FROM "Ticket" t WHERE t.id = ${id} AND t."idGraf" = ${viewer.idGraf} FOR UPDATE`;
    if (!locked?.visible) throw ticketNotFound();
    const { visible: _, ...current } = locked;
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
