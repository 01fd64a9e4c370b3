import { Prisma } from "@/lib/generated/prisma/client";
import type { EventName } from "./event-kind-groups";
import { figuresOnWorker } from "./report-workers";
import { dayIndex, dayOfIndex, eachReportChunk, narrowedTo, type ReportWindow } from "./report-sql";
import { isNarrowed, outsideTalliedHours, talliedRows, untalliedRange } from "./report-tally";

/**
 * The planner expects thousands of groups of events where a window has hundreds (it cannot see
 * through a day's width_bucket) and sorts a department's 90 days of events for them: hashed, its
 * resolutions took half the time (docs/PERFORMANCE.md, "Attendance reports").
 */
const HASH_THE_GROUPS = "SET LOCAL enable_sort = off";

/**
 * One kind of event's durations per group (see record_ticket_figures in the migration
 * attendance_history): attendants' and departments' own events, the desk's per day of the
 * tenant's time zone, and for resolutions how many each resolver and their department resolved.
 * Not narrowed, the tally's rows of the window's whole periods and the events of the rest
 * (report-tally.ts); narrowed to a department or an attendant, or `fromEvents`, the events alone,
 * those that happened there or by them (found by the indexes of migration report_narrowing). The
 * durations leave PostgreSQL packed, and the percentiles are selected in Node: sorting a year of a
 * large operation's events for them cost PostgreSQL seconds. A group of durations comes as one row
 * per tally row (a day or an hour) and one for the events, joined in Node: PostgreSQL's string_agg
 * of a year's packings took longer than reading them. The resolvers' counts, durationless, are
 * summed there: a year's 19k rows of them cost Node more than PostgreSQL. The events are read
 * where they are used, not kept for the resolvers' counts (NOT MATERIALIZED): two reads of the
 * index cost less than keeping a department's 139k resolutions of 90 days.
 */
export function eventDurationsSql(window: ReportWindow, name: EventName, { fromEvents = isNarrowed(window) } = {}) {
  const tallied = fromEvents
    ? Prisma.empty
    : Prisma.sql`
      SELECT CASE "scope" WHEN 'total' THEN 'day' ELSE "scope" END,
             CASE "scope" WHEN 'total' THEN ${dayIndex(window, Prisma.sql`"period"`)} ELSE "key" END, "count", "added", "removed"
      FROM "ReportTally" WHERE ${talliedRows(window, name)} AND "scope" IN ('total', 'user', 'queue')
      UNION ALL
      SELECT CASE "scope" WHEN 'resolver' THEN 'resolved_user' ELSE 'resolved_queue' END, "key", sum("count")::int, ''::bytea, ''::bytea
      FROM "ReportTally" WHERE ${talliedRows(window, name)} AND "scope" IN ('resolver', 'resolver_queue')
      GROUP BY 1, 2
      UNION ALL`;
  // Who resolved and where, counted only (each resolution has one event of the desk's scope).
  const resolvers =
    name === "resolution"
      ? Prisma.sql`
      UNION ALL
      SELECT CASE GROUPING("userId") WHEN 0 THEN 'resolved_user' ELSE 'resolved_queue' END,
             CASE GROUPING("userId") WHEN 0 THEN "userId" ELSE coalesce("queueId", 0) END, count(*)::int, ''::bytea, ''::bytea
      FROM raw WHERE "scope" = 'total'
      GROUP BY GROUPING SETS (("userId"), ("queueId")) HAVING GROUPING("userId") = 1 OR "userId" IS NOT NULL`
      : Prisma.empty;
  return Prisma.sql`
    WITH raw AS NOT MATERIALIZED (
      SELECT "scope", "userId", "queueId", "at", "seconds" FROM "AttendanceEvent"
      WHERE "idGraf" = ${window.idGraf} AND "name" = ${name}
        AND ${fromEvents ? Prisma.sql`"at" >= ${window.start} AND "at" < ${window.end} ${narrowedTo(window)}` : untalliedRange(window, Prisma.sql`"at"`)}
    ), groups (kind, key, "count", "added", "removed") AS (
      ${tallied}
      SELECT CASE "scope" WHEN 'total' THEN 'day' ELSE "scope" END,
             CASE "scope" WHEN 'user' THEN "userId" WHEN 'queue' THEN coalesce("queueId", 0) ELSE ${dayIndex(window, Prisma.sql`"at"`)} END,
             count(*)::int, string_agg(report_tally_micros("seconds"), ''::bytea), ''::bytea
      FROM raw
      WHERE ("scope" <> 'user' OR "userId" IS NOT NULL)
        AND ("scope" <> 'total' OR ${fromEvents ? Prisma.sql`true` : outsideTalliedHours(window, Prisma.sql`"at"`)})
      GROUP BY 1, 2
      ${resolvers}
    )
    SELECT kind, CASE WHEN kind = 'day' THEN ${dayOfIndex(window, Prisma.sql`key`)} WHEN kind IN ('queue', 'resolved_queue') AND key = 0 THEN 'none' ELSE key::text END AS key,
           "count", "added", nullif("removed", ''::bytea)
    FROM groups`;
}

/**
 * One kind of event's figures per group (EventKindGroups), worked out on a worker thread from the
 * query's binary COPY as it arrives: a year of a large operation's durations took this process's
 * thread about 300 ms of CPU, a stall for every socket and request it serves meanwhile, and the two
 * kinds' work was done one after the other.
 */
export const eventKindFigures = (window: ReportWindow, name: EventName, options?: { fromEvents?: boolean }) =>
  figuresOnWorker(name, (onChunk) =>
    eachReportChunk(eventDurationsSql(window, name, options), onChunk, HASH_THE_GROUPS),
  );

/** Both kinds of event, side by side on two connections and two worker threads. */
export const eventFigures = async (window: ReportWindow) =>
  (await Promise.all([eventKindFigures(window, "first_answer"), eventKindFigures(window, "resolution")])).flat();
