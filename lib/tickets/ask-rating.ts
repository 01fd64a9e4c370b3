import type { RawTx } from "@/lib/db/sql-transaction";
import { enqueueAutomaticReply } from "./automatic-reply";

/**
 * On an attendant's resolve, in its transaction: when the connection has a rating message and the
 * ticket is not a group's nor rated already, sends that message (the farewell waits for the rating)
 * and records the question with who resolved it and its department. Returns whether it asked; if
 * not, the caller says the farewell as before.
 */
export async function askRating(
  tx: RawTx,
  ticketId: number,
  whatsappId: number,
  held: { userId: number | null; queueId: number | null },
  at = new Date(),
): Promise<boolean> {
  const [ticket] = await tx.$queryRaw<{ idGraf: number; text: string }[]>`
    WITH ticket AS (
      SELECT t.id, t."idGraf", btrim(w."ratingMessage") AS text
      FROM "Ticket" t JOIN "Contact" c ON c.id = t."contactId"
        JOIN "Whatsapp" w ON w.id = ${whatsappId} AND w."idGraf" = t."idGraf"
      WHERE t.id = ${ticketId} AND NOT (t."isGroup" OR c."isGroup") AND btrim(w."ratingMessage") <> ''
        AND NOT EXISTS (SELECT 1 FROM "TicketRating" r WHERE r."ticketId" = t.id AND r.rate IS NOT NULL)
    ), asked AS (
      INSERT INTO "TicketRating" ("idGraf", "ticketId", "userId", "queueId", "askedAt")
      SELECT t."idGraf", t.id, ${held.userId}::int, ${held.queueId}::int, ${at.toISOString()}::timestamp(3) FROM ticket t
      ON CONFLICT ("ticketId") DO UPDATE
        SET "userId" = EXCLUDED."userId", "queueId" = EXCLUDED."queueId", "askedAt" = EXCLUDED."askedAt"
    )
    SELECT "idGraf", text FROM ticket`;
  if (!ticket) return false;
  await enqueueAutomaticReply(
    tx,
    { id: ticketId, idGraf: ticket.idGraf },
    { text: ticket.text, templateAt: at.toISOString(), ratingHint: true },
  );
  return true;
}
