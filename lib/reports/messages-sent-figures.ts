import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { dayOf, narrowedTo, type GroupRow, type ReportWindow } from "./report-sql";

export type MessagesSentRow = GroupRow & { sent: number };

/**
 * Messages attendants wrote within the window (counted by the hour, see SentMessageHour): per
 * author, per department the ticket was in, in total and per day.
 */
export function messagesSentSql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    WITH sent AS (
      SELECT "userId", "queueId", "count", ${dayOf(Prisma.sql`"hour"`, window.timeZone)} AS day FROM "SentMessageHour"
      WHERE "idGraf" = ${window.idGraf} AND "hour" >= ${window.start} AND "hour" < ${window.end} ${narrowedTo(window)}
    )
    SELECT CASE WHEN GROUPING("userId") = 0 THEN 'user' WHEN GROUPING("queueId") = 0 THEN 'queue' WHEN GROUPING(day) = 0 THEN 'day' ELSE 'total' END AS kind,
           CASE WHEN GROUPING("userId") = 0 THEN "userId"::text WHEN GROUPING("queueId") = 0 THEN coalesce("queueId"::text, 'none')
                WHEN GROUPING(day) = 0 THEN day ELSE '' END AS key,
           sum("count")::int AS sent
    FROM sent GROUP BY GROUPING SETS (("userId"), ("queueId"), (day), ())`;
}

export const messagesSentFigures = (window: ReportWindow) => prisma.$queryRaw<MessagesSentRow[]>(messagesSentSql(window));
