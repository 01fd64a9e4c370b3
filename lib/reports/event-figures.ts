import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { dayOf, groupKey, narrowedTo, type GroupRow, type ReportWindow } from "./report-sql";

/**
 * Per group: the first answers' and the resolutions' count, median and 90th percentile (seconds),
 * and "resolved", the resolutions counted for who resolved them and where.
 */
export type EventRow = GroupRow & { name: "first_answer" | "resolution" | "resolved"; count: number; median: number | null; p90: number | null };

/**
 * The figures of the events within the window (see record_ticket_figures in the migration
 * attendance_history): attendants' and departments' own events, the total's per group and per
 * day. A department or attendant asked for keeps the events that happened there or by them.
 */
export function eventSql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    WITH e AS (
      SELECT "name", "scope", "userId", "queueId", "seconds", ${dayOf(Prisma.sql`"at"`, window.timeZone)} AS day FROM "AttendanceEvent"
      WHERE "idGraf" = ${window.idGraf} AND "at" >= ${window.start} AND "at" < ${window.end} ${narrowedTo(window)}
    ), figures AS (
      SELECT "name", "scope" AS kind, ${groupKey(Prisma.sql`"scope"`)} AS key, count(*)::int AS count,
             percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY "seconds") AS p
      FROM e GROUP BY 1, 2, 3
      UNION ALL
      SELECT "name", 'day', day, count(*)::int, percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY "seconds")
      FROM e WHERE "scope" = 'total' GROUP BY 1, 3
      UNION ALL
      SELECT 'resolved', g.kind, ${groupKey(Prisma.sql`g.kind`)}, count(*)::int, NULL
      FROM e CROSS JOIN (VALUES ('user'), ('queue')) g(kind)
      WHERE "name" = 'resolution' AND "scope" = 'total' AND (g.kind = 'queue' OR "userId" IS NOT NULL)
      GROUP BY 2, 3
    )
    SELECT "name", kind, key, count, p[1] AS median, p[2] AS p90 FROM figures`;
}

export const eventFigures = (window: ReportWindow) => prisma.$queryRaw<EventRow[]>(eventSql(window));
