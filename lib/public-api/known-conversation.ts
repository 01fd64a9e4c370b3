import type { Caller } from "@/lib/auth/caller";
import { readSql } from "@/lib/db/read-sql";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReplyTicket } from "@/lib/messages/reply-ticket";
import { REPLY_WINDOW_SQL, type WindowFacts } from "@/lib/messages/reply-window";
import { visibleTicketSql } from "@/lib/tickets/ticket-visibility";

type Row = { contactId: number; ticketId: number | null; visible: boolean | null } & WindowFacts;

/**
 * The tenant's contact of a number and its open or pending ticket on the connection, with what the
 * reply window needs, in one statement: most sends go to a number already in a conversation, and
 * reading contact, ticket and window one by one cost two statements more per send. Null when the
 * number has no contact; `ticket` null when it has no ticket in progress there. A ticket the caller
 * may not see is not found, as replyTicket answers.
 */
export async function knownConversation(
  caller: Caller,
  number: string,
  whatsappId: number,
): Promise<{ contactId: number; ticket: ReplyTicket | null } | null> {
  const [row] = await readSql<Row>(Prisma.sql`
    SELECT c.id AS "contactId", t.id AS "ticketId", (${visibleTicketSql(caller)}) AS visible, ${REPLY_WINDOW_SQL}
    FROM "Contact" c
    LEFT JOIN LATERAL (
      SELECT * FROM "Ticket" t
      WHERE t."idGraf" = c."idGraf" AND t."contactId" = c.id AND t."whatsappId" = ${whatsappId} AND t.status IN ('open', 'pending')
      ORDER BY t.id DESC LIMIT 1
    ) t ON true
    LEFT JOIN "Whatsapp" w ON w.id = t."whatsappId"
    WHERE c."idGraf" = ${caller.idGraf} AND c.number = ${number}`);
  if (!row) return null;
  if (row.ticketId === null) return { contactId: row.contactId, ticket: null };
  if (!row.visible) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  const { ticketId: id, provider, lastInboundAt } = row;
  return { contactId: row.contactId, ticket: { id, whatsappId, idGraf: caller.idGraf, provider, lastInboundAt } };
}
