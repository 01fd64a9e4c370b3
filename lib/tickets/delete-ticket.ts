import type { Caller } from "@/lib/auth/caller";
import { assertCan } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { ticketNotFound } from "./ticket-not-found";
import { visibleTicketWhere } from "./ticket-visibility";

/** Deletes a ticket the caller may see, with its messages and tags. */
export async function deleteTicket(caller: Caller, id: number) {
  assertCan(caller, "ticket-options:deleteTicket");
  // Where it was decides who is told; the row lock keeps it there until it is gone.
  const place = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Ticket" WHERE "id" = ${id} AND "idGraf" = ${caller.idGraf} FOR UPDATE`;
    const found = await tx.ticket.findFirst({
      where: { AND: [{ id }, visibleTicketWhere(caller)] },
      select: { idGraf: true, status: true, userId: true, queueId: true },
    });
    if (!found) throw ticketNotFound();
    await tx.ticket.delete({ where: { id } });
    return found;
  });
  await dispatch([{ type: "ticket.deleted", idGraf: caller.idGraf, ticketId: id, place }]);
}
