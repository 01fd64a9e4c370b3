import type { Caller } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";

/**
 * The ticket an attendant's message goes to: one the caller may see, and open (spec: the composer
 * is enabled only when the ticket is open).
 */
export async function replyTicket(db: Prisma.TransactionClient, caller: Caller, ticketId: number) {
  const ticket = await db.ticket.findFirst({
    where: { AND: [{ id: ticketId }, visibleTicketWhere(caller)] },
    select: { id: true, status: true, whatsappId: true },
  });
  if (!ticket) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  if (ticket.status !== "open") throw new AppError("ERR_BAD_REQUEST", "Accept or reopen the conversation to answer it", [{ path: "ticket", message: "notOpen" }]);
  return { id: ticket.id, whatsappId: ticket.whatsappId, idGraf: caller.idGraf };
}
