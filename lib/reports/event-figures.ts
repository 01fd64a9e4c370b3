import { Prisma } from "@/lib/generated/prisma/client";
import { dayIndex, dayOfIndex, narrowedTo, reportRows, type GroupRow, type ReportWindow } from "./report-sql";
import { isNarrowed } from "./report-tally";
import { tallyEventFigures } from "./tally-event-figures";

/**
 * Per group: the first answers' and the resolutions' count, median and 90th percentile (seconds),
 * and "resolved", the resolutions counted for who resolved them and where.
 */
export type EventRow = GroupRow & {
  name: "first_answer" | "resolution" | "resolved";
  count: number;
  median: number | null;
  p90: number | null;
};

/**
 * The figures of one kind of event within a window narrowed to a department or an attendant, from
 * the events (see record_ticket_figures in the migration attendance_history): attendants' and
 * departments' own events, the total's per group and per day, and for resolutions how many each
 * attendant and department resolved. A department or attendant asked for keeps the events that
 * happened there or by them. Scopes and days are numbers while
 * the events are sorted (text sorts by the collation, at several times the cost), and both kinds
 * of group come from one pass (grouping sets) instead of a materialized list read twice. Each
 * group's values are gathered first and only the groups kept are sorted for their percentiles:
 * the per-day set also groups the other scopes' events (under no day), two thirds of them, which
 * an ordered-set aggregate sorted before HAVING dropped them (a fifth of the report's cost).
 */
export function eventSql(window: ReportWindow, name: "first_answer" | "resolution"): Prisma.Sql {
  const range = Prisma.sql`"idGraf" = ${window.idGraf} AND "name" = ${name} AND "at" >= ${window.start} AND "at" < ${window.end} ${narrowedTo(window)}`;
  const figures = Prisma.sql`
    WITH grouped AS (
      SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' ELSE (ARRAY['user', 'queue', 'total'])[scope] END AS kind,
             CASE WHEN GROUPING(day) = 0 THEN ${dayOfIndex(window, Prisma.sql`day`)} WHEN scope = 3 THEN '' WHEN scope = 2 AND key = 0 THEN 'none'
                  ELSE key::text END AS key,
             array_agg("seconds") AS seconds
      FROM (
        SELECT "seconds", CASE "scope" WHEN 'user' THEN 1 WHEN 'queue' THEN 2 ELSE 3 END AS scope,
               CASE "scope" WHEN 'user' THEN "userId" WHEN 'queue' THEN coalesce("queueId", 0) ELSE 0 END AS key,
               CASE "scope" WHEN 'total' THEN ${dayIndex(window, Prisma.sql`"at"`)} END AS day
        FROM "AttendanceEvent" WHERE ${range}
      ) e
      GROUP BY GROUPING SETS ((scope, key), (day))
      HAVING GROUPING(day) = 1 OR day IS NOT NULL
    )
    SELECT ${name} AS "name", kind, key, cardinality(seconds) AS count, p[1] AS median, p[2] AS p90
    FROM grouped, LATERAL (SELECT percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY v) AS p FROM unnest(seconds) v) q`;
  if (name === "first_answer") return figures;
  return Prisma.sql`${figures}
    UNION ALL
    SELECT 'resolved', CASE WHEN GROUPING("userId") = 0 THEN 'user' ELSE 'queue' END,
           CASE WHEN GROUPING("userId") = 0 THEN "userId"::text ELSE coalesce("queueId"::text, 'none') END, count(*)::int, NULL, NULL
    FROM "AttendanceEvent" WHERE ${range} AND "scope" = 'total'
    GROUP BY GROUPING SETS (("userId"), ("queueId"))
    HAVING GROUPING("userId") = 1 OR "userId" IS NOT NULL`;
}

/** Both kinds of event, side by side on two connections: from the events when narrowed, else from the tally. */
export const eventFigures = async (window: ReportWindow) =>
  (
    await Promise.all(
      (["first_answer", "resolution"] as const).map((name) =>
        isNarrowed(window) ? reportRows<EventRow>(eventSql(window, name)) : tallyEventFigures(window, name),
      ),
    )
  ).flat();
