import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Pick<Prisma.TransactionClient, "ticket">;

/**
 * An accept that came a moment after another attendant's: 409 ERR_TICKET_ACCEPTED_BY_OTHER naming
 * who has the ticket, for a caller who sees it (`seen`) or could see it while it waited (it was
 * theirs to accept), else null. Only an explicit transfer moves an open ticket from one attendant
 * to another.
 */
export async function acceptedByOther(db: Db, caller: Caller, ticketId: number, { seen = false } = {}): Promise<AppError | null> {
  const waitingScope = seen || canSeeAllTickets(caller) ? {} : { OR: [{ queueId: { in: caller.queueIds } }, { queueId: null }] };
  const ticket = await db.ticket.findFirst({
    where: { id: ticketId, idGraf: caller.idGraf, status: "open", userId: { not: caller.userId }, ...waitingScope },
    select: { user: { select: { id: true, name: true } } },
  });
  if (!ticket?.user) return null;
  const { id, name } = ticket.user;
  return new AppError("ERR_TICKET_ACCEPTED_BY_OTHER", `${name} accepted this ticket a moment ago`, { userId: id, user: name });
}
