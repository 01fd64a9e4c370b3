import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { dayOf, groupsOf, percentiles, periodScope, type GroupRow, type Percentiles, type ReportWindow } from "./report-sql";

export type ResolutionRow = GroupRow & Percentiles & { resolved: number };

/**
 * Tickets resolved and time to resolution, per group, for the conversations resolved within the
 * window (by an attendant or by the auto-close). A resolution counts for who held the ticket when
 * it was resolved and the department it was in. Its time is what each group held the ticket
 * during the conversation: every attendant who had it is charged their own time, a department its
 * time (waiting or open), and the total runs from the conversation's start to its resolution.
 */
export async function resolutionFigures(window: ReportWindow): Promise<ResolutionRow[]> {
  const scope = periodScope(window);
  return prisma.$queryRaw<ResolutionRow[]>`
    WITH closings AS (
      SELECT p."ticketId", p."openedAt", p."startedAt" AS "closedAt", p."userId", p."queueId" FROM "TicketPeriod" p
      WHERE p."idGraf" = ${window.idGraf} AND p."status" = 'closed' AND p."startedAt" >= ${window.start} AND p."startedAt" < ${window.end}
    ), counted AS (
      SELECT g.kind, g.key, count(*)::int AS resolved FROM closings p CROSS JOIN LATERAL ${groupsOf()} g(kind, key)
      WHERE g.key IS NOT NULL ${scope}
      GROUP BY g.kind, g.key
    ), samples AS (
      SELECT g.kind, g.key, c."closedAt", sum(extract(epoch FROM p."endedAt" - p."startedAt"))::float8 AS seconds
      FROM closings c
      JOIN "TicketPeriod" p ON p."ticketId" = c."ticketId" AND p."openedAt" = c."openedAt" AND p."status" <> 'closed' ${scope}
      CROSS JOIN LATERAL ${groupsOf()} g(kind, key)
      WHERE g.key IS NOT NULL
      GROUP BY g.kind, g.key, c."ticketId", c."openedAt", c."closedAt"
    ), by_day AS (
      SELECT 'day' AS kind, ${dayOf(Prisma.sql`c."closedAt"`, window.timeZone)} AS key, count(*)::int AS resolved FROM closings c
      WHERE true ${periodScope(window, "c")}
      GROUP BY 2
    ), day_samples AS (
      SELECT 'day' AS kind, ${dayOf(Prisma.sql`"closedAt"`, window.timeZone)} AS key, seconds FROM samples WHERE kind = 'total'
    ), times AS (
      SELECT kind, key, ${percentiles(Prisma.sql`seconds`)}
      FROM (SELECT kind, key, seconds FROM samples UNION ALL SELECT * FROM day_samples) s GROUP BY kind, key
    )
    SELECT kind, key, coalesce(n.resolved, 0) AS resolved, t."median", t."p90"
    FROM (SELECT * FROM counted UNION ALL SELECT * FROM by_day) n FULL JOIN times t USING (kind, key)`;
}
