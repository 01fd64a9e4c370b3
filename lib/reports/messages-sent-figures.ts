import { Prisma } from "@/lib/generated/prisma/client";
import { dayIndex, dayOfIndex, narrowedTo, type GroupRow, type ReportWindow, reportRows } from "./report-sql";
import { isNarrowed, outsideTalliedHours, talliedRows, untalliedRange } from "./report-tally";

export type MessagesSentRow = GroupRow & { sent: number };

/**
 * Messages attendants wrote within a window narrowed to a department or an attendant (counted by
 * the hour, see SentMessageHour, read by the indexes of migration report_narrowing): per author,
 * per department the ticket was in, in total and per day (hours summed first, so the time zone is
 * applied to hours, not to every count). The hours' set comes first: the index gives the rows in
 * hour order, so PostgreSQL sums the hours as they come and hashes only the other two sets (a
 * department's 90 days in 107 ms, hashed three ways in 128-160).
 */
export function messagesSentSql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    WITH sums AS (
      SELECT GROUPING("userId", "queueId") AS set, "userId", "queueId", "hour", sum("count")::int AS sent FROM "SentMessageHour"
      WHERE "idGraf" = ${window.idGraf} AND "hour" >= ${window.start} AND "hour" < ${window.end} ${narrowedTo(window)}
      GROUP BY GROUPING SETS (("hour"), ("userId"), ("queueId"))
    )
    SELECT 'user' AS kind, "userId"::text AS key, sent FROM sums WHERE set = 1
    UNION ALL
    SELECT 'queue', coalesce("queueId"::text, 'none'), sent FROM sums WHERE set = 2
    UNION ALL
    SELECT 'day', ${dayOfIndex(window, dayIndex(window, Prisma.sql`"hour"`))}, sum(sent)::int FROM sums WHERE set = 3 GROUP BY 2
    UNION ALL
    SELECT 'total', '', sum(sent)::int FROM sums WHERE set = 3 HAVING count(*) > 0`;
}

/**
 * The same figures for a window not narrowed (report-tally.ts): the tally's authors' and
 * departments' days and desk's hours, and the hours of the rest.
 */
export function messagesSentTallySql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    WITH raw AS (
      SELECT "userId", coalesce("queueId", 0) AS queue, "hour", "count" FROM "SentMessageHour"
      WHERE "idGraf" = ${window.idGraf} AND ${untalliedRange(window, Prisma.sql`"hour"`)}
    ), groups (kind, key, "count") AS (
      SELECT CASE "scope" WHEN 'total' THEN 'day' ELSE "scope" END,
             CASE "scope" WHEN 'total' THEN ${dayIndex(window, Prisma.sql`"period"`)} ELSE "key" END, "count"
      FROM "ReportTally" WHERE ${talliedRows(window, "sent")}
      UNION ALL
      SELECT 'user', "userId", sum("count")::int FROM raw GROUP BY 2
      UNION ALL
      SELECT 'queue', queue, sum("count")::int FROM raw GROUP BY 2
      UNION ALL
      SELECT 'day', ${dayIndex(window, Prisma.sql`"hour"`)}, sum("count")::int FROM raw
      WHERE ${outsideTalliedHours(window, Prisma.sql`"hour"`)} GROUP BY 2
    ), sums AS (
      SELECT kind, key, sum("count")::int AS sent FROM groups GROUP BY kind, key HAVING sum("count") <> 0
    )
    SELECT kind, CASE kind WHEN 'day' THEN ${dayOfIndex(window, Prisma.sql`key`)} WHEN 'queue' THEN CASE key WHEN 0 THEN 'none' ELSE key::text END
                 ELSE key::text END AS key, sent FROM sums
    UNION ALL
    SELECT 'total', '', sum(sent)::int FROM sums WHERE kind = 'day' HAVING count(*) > 0`;
}

export const messagesSentFigures = (window: ReportWindow) =>
  reportRows<MessagesSentRow>(isNarrowed(window) ? messagesSentSql(window) : messagesSentTallySql(window));
