import type { Caller } from "@/lib/auth/caller";
import { assertCan } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { emitTicketDelete } from "./ticket-events";
import { ticketNotFound } from "./ticket-not-found";
import { visibleTicketWhere } from "./ticket-visibility";

/** Deletes a ticket the caller may see, with its messages and tags. */
export async function deleteTicket(caller: Caller, id: number) {
  assertCan(caller, "ticket-options:deleteTicket");
  const { count } = await prisma.ticket.deleteMany({ where: { AND: [{ id }, visibleTicketWhere(caller)] } });
  if (!count) throw ticketNotFound();
  emitTicketDelete(caller.idGraf, id);
}
