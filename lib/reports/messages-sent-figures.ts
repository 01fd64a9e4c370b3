import { Prisma } from "@/lib/generated/prisma/client";
import { dayIndex, dayOfIndex, narrowedTo, type GroupRow, type ReportWindow, reportRows } from "./report-sql";

export type MessagesSentRow = GroupRow & { sent: number };

/**
 * Messages attendants wrote within the window (counted by the hour, see SentMessageHour): per
 * author, per department the ticket was in, in total and per day (hours summed first, so the
 * time zone is applied to hours, not to every count).
 */
export function messagesSentSql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    WITH sums AS (
      SELECT GROUPING("userId", "queueId") AS set, "userId", "queueId", "hour", sum("count")::int AS sent FROM "SentMessageHour"
      WHERE "idGraf" = ${window.idGraf} AND "hour" >= ${window.start} AND "hour" < ${window.end} ${narrowedTo(window)}
      GROUP BY GROUPING SETS (("userId"), ("queueId"), ("hour"))
    )
    SELECT 'user' AS kind, "userId"::text AS key, sent FROM sums WHERE set = 1
    UNION ALL
    SELECT 'queue', coalesce("queueId"::text, 'none'), sent FROM sums WHERE set = 2
    UNION ALL
    SELECT 'day', ${dayOfIndex(window, dayIndex(window, Prisma.sql`"hour"`))}, sum(sent)::int FROM sums WHERE set = 3 GROUP BY 2
    UNION ALL
    SELECT 'total', '', sum(sent)::int FROM sums WHERE set = 3 HAVING count(*) > 0`;
}

export const messagesSentFigures = (window: ReportWindow) => reportRows<MessagesSentRow>(messagesSentSql(window));
