import type { Caller } from "@/lib/auth/caller";
import { canSeeAllTickets } from "@/lib/auth/permissions";
import type { RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * An accept that came a moment after another attendant's: 409 ERR_TICKET_ACCEPTED_BY_OTHER naming
 * who has the ticket, for a caller who sees it (`seen`) or could see it while it waited (it was
 * theirs to accept), else null. Only an explicit transfer moves an open ticket from one attendant
 * to another.
 */
export async function acceptedByOther(
  db: RawTx,
  caller: Caller,
  ticketId: number,
  { seen = false } = {},
): Promise<AppError | null> {
  const waitingScope =
    seen || canSeeAllTickets(caller)
      ? Prisma.empty
      : Prisma.sql`AND (t."queueId" = ANY(${caller.queueIds}::int[]) OR t."queueId" IS NULL)`;
  const [holder] = await db.$queryRaw<{ id: number; name: string }[]>`
    SELECT u.id, u.name FROM "Ticket" t JOIN "User" u ON u.id = t."userId"
    WHERE t.id = ${ticketId} AND t."idGraf" = ${caller.idGraf} AND t.status = 'open' AND t."userId" <> ${caller.userId} ${waitingScope}`;
  if (!holder) return null;
  return new AppError("ERR_TICKET_ACCEPTED_BY_OTHER", `${holder.name} accepted this ticket a moment ago`, {
    userId: holder.id,
    user: holder.name,
  });
}
