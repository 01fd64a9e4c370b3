import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { attendantMessage } from "./attendant-message-sql";
import { dayOf, type GroupRow, type ReportWindow } from "./report-sql";

export type MessagesSentRow = GroupRow & { sent: number };

/**
 * Messages attendants wrote within the window: per author, per department the ticket was in when
 * the message was written, in total and per day.
 */
export async function messagesSentFigures(window: ReportWindow): Promise<MessagesSentRow[]> {
  return prisma.$queryRaw<MessagesSentRow[]>`
    WITH sent AS (
      SELECT m."userId", p."queueId", ${dayOf(Prisma.sql`m."createdAt"`, window.timeZone)} AS day
      FROM "Message" m
      LEFT JOIN "TicketPeriod" p ON p."ticketId" = m."ticketId" AND p."startedAt" <= m."createdAt"
        AND (p."endedAt" > m."createdAt" OR p."endedAt" IS NULL)
      WHERE m."idGraf" = ${window.idGraf} AND ${attendantMessage()} AND m."createdAt" >= ${window.start} AND m."createdAt" < ${window.end}
        ${window.userId ? Prisma.sql`AND m."userId" = ${window.userId}` : Prisma.empty}
        ${window.queueId ? Prisma.sql`AND p."queueId" = ${window.queueId}` : Prisma.empty}
    )
    SELECT CASE WHEN GROUPING("userId") = 0 THEN 'user' WHEN GROUPING("queueId") = 0 THEN 'queue' WHEN GROUPING(day) = 0 THEN 'day' ELSE 'total' END AS kind,
           coalesce("userId"::text, "queueId"::text, day, CASE WHEN GROUPING("queueId") = 0 THEN 'none' ELSE '' END) AS key,
           count(*)::int AS sent
    FROM sent GROUP BY GROUPING SETS (("userId"), ("queueId"), (day), ())`;
}
