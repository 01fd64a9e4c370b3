import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { dayOf, groupsOf, percentiles, periodScope, type GroupRow, type Percentiles, type ReportWindow } from "./report-sql";

export type FirstAnswerRow = GroupRow & Percentiles;

/**
 * Time to first answer, per group, for the answers given within the window. In a conversation, a
 * group's first answer is the earliest answer of its periods (a holder's first message after the
 * contact's first one, see the migration ticket_period_triggers), and its time is what the group
 * held the ticket between the contact's first message and that answer: an attendant is charged
 * only while the ticket was theirs, a department while it was in it (waiting or open), and the
 * total is the whole wait. The day group is the total's answers by the day they were given.
 */
export async function firstAnswerFigures(window: ReportWindow): Promise<FirstAnswerRow[]> {
  const scope = periodScope(window);
  return prisma.$queryRaw<FirstAnswerRow[]>`
    WITH answered AS (
      SELECT DISTINCT p."ticketId", p."openedAt" FROM "TicketPeriod" p
      WHERE p."idGraf" = ${window.idGraf} AND p."answeredAt" >= ${window.start} AND p."answeredAt" < ${window.end} ${scope}
    ), held AS (
      SELECT g.kind, g.key, p."ticketId", p."openedAt", p."startedAt", coalesce(p."endedAt", ${window.endAt}) AS "endedAt",
             p."contactAt", p."answeredAt"
      FROM answered a
      JOIN "TicketPeriod" p ON p."ticketId" = a."ticketId" AND p."openedAt" = a."openedAt" AND p."status" <> 'closed' ${scope}
      CROSS JOIN LATERAL ${groupsOf()} g(kind, key)
      WHERE g.key IS NOT NULL
    ), firsts AS (
      SELECT kind, key, "ticketId", "openedAt", min("answeredAt") AS "answeredAt", max("contactAt") AS "contactAt"
      FROM held GROUP BY kind, key, "ticketId", "openedAt"
    ), samples AS (
      SELECT f.kind, f.key, f."answeredAt",
             sum(greatest(0, extract(epoch FROM least(h."endedAt", f."answeredAt") - greatest(h."startedAt", f."contactAt"))))::float8 AS seconds
      FROM firsts f JOIN held h USING (kind, key, "ticketId", "openedAt")
      WHERE f."answeredAt" >= ${window.start} AND f."answeredAt" < ${window.end}
      GROUP BY f.kind, f.key, f."ticketId", f."openedAt", f."answeredAt"
    ), by_day AS (
      SELECT 'day' AS kind, ${dayOf(Prisma.sql`"answeredAt"`, window.timeZone)} AS key, seconds FROM samples WHERE kind = 'total'
    )
    SELECT kind, key, ${percentiles(Prisma.sql`seconds`)} FROM (SELECT kind, key, seconds FROM samples UNION ALL SELECT * FROM by_day) s
    GROUP BY kind, key`;
}
