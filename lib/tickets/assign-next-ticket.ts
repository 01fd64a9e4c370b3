import { onlineSql } from "@/lib/auth/presence-rule";
import type { RawTx } from "@/lib/db/sql-transaction";
import type { DomainEvent } from "@/lib/events/domain-events";
import { transitionEvent } from "./transition-event";

/**
 * Hands the department's oldest waiting ticket to its online attendant with the fewest open
 * tickets under their limit (ties: the longest since their last assignment), as an accept by
 * them; null when no ticket waits or nobody is free. The attendants' rows are locked first (in id
 * order, so two departments sharing attendants never wait on each other crosswise) and their open
 * tickets counted after the lock, so assignments at once, on any process, never pass a limit. `FOR
 * NO KEY UPDATE` leaves the key-share locks of foreign keys free: an accept elsewhere never waits.
 */
export async function assignNextTicket(tx: RawTx, idGraf: number, queueId: number): Promise<DomainEvent | null> {
  const attendants = await tx.$queryRaw<{ id: number }[]>`
    SELECT u."id" FROM "User" u
    WHERE u."idGraf" = ${idGraf} AND u."status" AND ${onlineSql("u")}
      AND EXISTS (SELECT 1 FROM "UserQueue" uq WHERE uq."userId" = u."id" AND uq."queueId" = ${queueId})
    ORDER BY u."id" FOR NO KEY UPDATE OF u`;
  if (!attendants.length) return null;
  const [assigned] = await tx.$queryRaw<{ ticketId: number; userId: number }[]>`
    WITH ticket AS (
      SELECT t."id" FROM "Ticket" t
      WHERE t."idGraf" = ${idGraf} AND t."queueId" = ${queueId} AND t."status" = 'pending' AND t."userId" IS NULL
      ORDER BY t."id" LIMIT 1 FOR UPDATE SKIP LOCKED
    ), load AS (
      SELECT u."id", u."lastAssignedAt",
        (SELECT count(*) FROM "Ticket" o WHERE o."idGraf" = ${idGraf} AND o."userId" = u."id" AND o."status" = 'open') AS "open",
        u."maxOpenTickets"
      FROM "User" u WHERE u."id" = ANY(${attendants.map((a) => a.id)}::int[])
    ), chosen AS (
      SELECT l."id" FROM load l WHERE l."maxOpenTickets" IS NULL OR l."open" < l."maxOpenTickets"
      ORDER BY l."open", l."lastAssignedAt" NULLS FIRST, l."id" LIMIT 1
    ), taken AS (
      UPDATE "Ticket" t SET "status" = 'open', "userId" = c."id", "updatedAt" = ${new Date()}::timestamp(3)
      FROM ticket, chosen c WHERE t."id" = ticket."id"
      RETURNING t."id" AS "ticketId", t."userId"
    ), stamped AS (
      UPDATE "User" u SET "lastAssignedAt" = now() FROM taken WHERE u."id" = taken."userId"
    )
    SELECT "ticketId", "userId" FROM taken`;
  if (!assigned) return null;
  const { ticketId, userId } = assigned;
  return transitionEvent(
    { idGraf, userId },
    ticketId,
    "accept",
    { status: "pending", userId: null, queueId },
    { status: "open", userId, queueId },
  );
}
