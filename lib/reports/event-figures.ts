import { Prisma } from "@/lib/generated/prisma/client";
import {
  dayIndex,
  dayOfIndex,
  eachReportRow,
  narrowedTo,
  type GroupKind,
  type GroupRow,
  type ReportWindow,
} from "./report-sql";
import { isNarrowed, outsideTalliedHours, talliedRows, untalliedRange } from "./report-tally";
import { GroupedDurations, medianAndP90 } from "./seconds-percentiles";

type EventName = "first_answer" | "resolution";

/**
 * Per group: the first answers' and the resolutions' count, median and 90th percentile (seconds),
 * and "resolved", the resolutions counted for who resolved them and where.
 */
export type EventRow = GroupRow & {
  name: EventName | "resolved";
  count: number;
  median: number | null;
  p90: number | null;
};

type DurationsKind = "user" | "queue" | "day" | "resolved_user" | "resolved_queue";

/** A group's rows gathered: their counts summed, their durations (numbered by `index`) in the report's GroupedDurations. */
type Gathered = { kind: DurationsKind; key: string; count: number; index: number };

/**
 * The planner expects thousands of groups of events where a window has hundreds (it cannot see
 * through a day's width_bucket) and sorts a department's 90 days of events for them: hashed, its
 * resolutions took half the time (docs/PERFORMANCE.md, "Attendance reports").
 */
const HASH_THE_GROUPS = "SET LOCAL enable_sort = off";

/** Reads the query's rows into their groups, each row's packings decoded into `durations` as it arrives. */
async function gatherGroups(sql: Prisma.Sql, durations: GroupedDurations): Promise<Gathered[]> {
  const groups = new Map<string, Gathered>();
  // kind, key, count, and the group's durations and those removed in a tally row not folded yet,
  // packed (report_tally_micros).
  await eachReportRow(
    sql,
    ([kindBytes, keyBytes, count, added, removed]) => {
      const [kind, key] = [kindBytes!.toString() as DurationsKind, keyBytes!.toString()];
      const id = `${kind}:${key}`;
      let group = groups.get(id);
      if (!group) {
        group = { kind, key, count: 0, index: groups.size };
        groups.set(id, group);
      }
      group.count += count!.readInt32BE();
      durations.add(group.index, added!);
      if (removed) durations.add(group.index, removed, { removed: true });
    },
    HASH_THE_GROUPS,
  );
  return [...groups.values()];
}

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

const figures = (name: EventName, kind: EventRow["kind"], key: string, seconds: Float64Array): EventRow => ({
  name,
  kind,
  key,
  count: seconds.length,
  ...medianAndP90(seconds),
});

/**
 * One kind of event's figures per group: the desk's days laid out side by side and its total
 * selected among them after each day among its own, then each attendant's and department's in
 * turn in the same array, so a report holds its durations and a copy of its largest group.
 */
export async function eventKindFigures(window: ReportWindow, name: EventName, options?: { fromEvents?: boolean }) {
  const durations = new GroupedDurations();
  try {
    const groups = await gatherGroups(eventDurationsSql(window, name, options), durations);
    const result: EventRow[] = [];
    for (const group of groups) {
      if ((group.kind === "resolved_user" || group.kind === "resolved_queue") && group.count > 0)
        result.push({
          name: "resolved",
          kind: group.kind === "resolved_user" ? "user" : "queue",
          key: group.key,
          count: group.count,
          median: null,
          p90: null,
        });
    }
    const timed = (group: Gathered, values: Float64Array) => {
      if (values.length > 0) result.push(figures(name, group.kind as GroupKind, group.key, values));
    };
    const days = groups.filter((group) => group.kind === "day");
    const { values, starts } = durations.laidOut(days.map((day) => day.index));
    days.forEach((day, i) => timed(day, values.subarray(starts[i], starts[i + 1])));
    if (starts[days.length] > 0) result.push(figures(name, "total", "", values.subarray(0, starts[days.length])));
    for (const group of groups.filter((group) => group.kind === "user" || group.kind === "queue")) {
      const { values, starts } = durations.laidOut([group.index]);
      timed(group, values.subarray(0, starts[1]));
    }
    return result;
  } finally {
    durations.release();
  }
}

/** Both kinds of event, side by side on two connections. */
export const eventFigures = async (window: ReportWindow) =>
  (await Promise.all([eventKindFigures(window, "first_answer"), eventKindFigures(window, "resolution")])).flat();
