import type { Caller } from "@/lib/auth/caller";
import { readSql } from "@/lib/db/read-sql";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReplyTicket } from "@/lib/messages/reply-ticket";
import { REPLY_WINDOW_SQL, type WindowFacts } from "@/lib/messages/reply-window";
import { callerConnectionSql, noDefaultConnection } from "@/lib/tickets/create-ticket";
import { visibleTicketSql } from "@/lib/tickets/ticket-visibility";

type Row = {
  whatsappId: number;
  defaultQueueId: number | null;
  contactId: number | null;
  ticketId: number | null;
  visible: boolean | null;
} & WindowFacts;

/** Where an API message goes, as far as it exists: `contactId` and `ticket` are null until made. */
export type SendPlace = {
  connection: { id: number; defaultQueueId: number | null };
  contactId: number | null;
  ticket: ReplyTicket | null;
};

/**
 * Where the public API's message to a number goes, in one statement: the connection (the one
 * given, else the caller's, else the default), the tenant's contact of the number, and its open or
 * pending ticket on that connection with what the reply window needs. Most sends go to a number
 * already in a conversation, and reading these one by one cost three statements more per send. A
 * ticket the caller may not see is not found, as replyTicket answers.
 */
export async function sendPlace(caller: Caller, number: string, whatsappId?: number): Promise<SendPlace> {
  const connection =
    whatsappId === undefined
      ? callerConnectionSql(caller)
      : Prisma.sql`SELECT * FROM "Whatsapp" WHERE id = ${whatsappId} AND "idGraf" = ${caller.idGraf}`;
  const [row] = await readSql<Row>(Prisma.sql`
    SELECT w.id AS "whatsappId", w."defaultQueueId", c.id AS "contactId", t.id AS "ticketId",
      (${visibleTicketSql(caller)}) AS visible, ${REPLY_WINDOW_SQL}
    FROM (${connection}) w
    LEFT JOIN "Contact" c ON c."idGraf" = ${caller.idGraf} AND c.number = ${number}
    LEFT JOIN LATERAL (
      SELECT * FROM "Ticket" t
      WHERE t."idGraf" = c."idGraf" AND t."contactId" = c.id AND t."whatsappId" = w.id AND t.status IN ('open', 'pending')
      ORDER BY t.id DESC LIMIT 1
    ) t ON true`);
  if (!row)
    throw whatsappId === undefined ? noDefaultConnection() : new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  const { whatsappId: id, defaultQueueId, contactId, ticketId, provider, lastInboundAt } = row;
  if (ticketId !== null && !row.visible) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  return {
    connection: { id, defaultQueueId },
    contactId,
    ticket: ticketId === null ? null : { id: ticketId, whatsappId: id, idGraf: caller.idGraf, provider, lastInboundAt },
  };
}
