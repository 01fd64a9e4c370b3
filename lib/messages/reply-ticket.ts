import type { Caller } from "@/lib/auth/caller";
import type { RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleTicketSql } from "@/lib/tickets/ticket-visibility";
import { REPLY_WINDOW_SQL, type WindowFacts } from "./reply-window";

export type ReplyTicket = { id: number; whatsappId: number; idGraf: number } & WindowFacts;

/**
 * The ticket an attendant's message goes to: one the caller may see, and open (spec: the composer
 * is enabled only when the ticket is open), with what its reply window needs (assertWindowOpen).
 * The public API's sends also go to a pending ticket (lib/public-api/send-api-message.ts).
 */
export async function replyTicket(
  db: RawTx,
  caller: Caller,
  ticketId: number,
  statuses: readonly string[] = ["open"],
): Promise<ReplyTicket> {
  const [ticket] = await db.$queryRaw<({ id: number; status: string; whatsappId: number } & WindowFacts)[]>`
    SELECT t.id, t.status, t."whatsappId", ${REPLY_WINDOW_SQL}
    FROM "Ticket" t JOIN "Whatsapp" w ON w.id = t."whatsappId"
    WHERE t.id = ${ticketId} AND ${visibleTicketSql(caller)}`;
  if (!ticket) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  if (!statuses.includes(ticket.status))
    throw new AppError("ERR_BAD_REQUEST", "Accept or reopen the conversation to answer it", [
      { path: "ticket", message: "notOpen" },
    ]);
  return {
    id: ticket.id,
    whatsappId: ticket.whatsappId,
    idGraf: caller.idGraf,
    provider: ticket.provider,
    lastInboundAt: ticket.lastInboundAt,
  };
}

/**
 * The ticket as a row of its "id" and "whatsappId" when replyTicket and assertWindowOpen would let
 * the caller write to it: visible, open, and on a connection without a reply window (anything but
 * the Cloud API). For storeOutboundTo, whose store it makes one round trip with the checks.
 */
export const freeReplyTargetSql = (caller: Caller, ticketId: number) =>
  Prisma.sql`SELECT t."id", t."whatsappId" FROM "Ticket" t JOIN "Whatsapp" w ON w.id = t."whatsappId"
    WHERE t.id = ${ticketId} AND ${visibleTicketSql(caller)} AND t.status = 'open' AND w."provider" <> 'cloud'`;
