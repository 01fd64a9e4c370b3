import { Prisma } from "@/lib/generated/prisma/client";
import { dayIndex, dayOfIndex, eachReportRow, narrowedTo, type GroupRow, type ReportWindow } from "./report-sql";
import { isNarrowed, outsideTalliedHours, talliedRows, untalliedRange } from "./report-tally";
import { medianAndP90, PackedDurations, withoutRemoved } from "./seconds-percentiles";

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

type DurationsRow = {
  kind: "user" | "queue" | "day" | "resolved_user" | "resolved_queue";
  key: string;
  count: number;
  /** Durations of the group, and those removed in a tally row not folded yet, packed (report_tally_micros), in base64. */
  added: string | null;
  removed: string | null;
};

/** A group's rows gathered: their counts summed, their packings decoded together. */
type Gathered = Pick<DurationsRow, "kind" | "key" | "count"> & { added: PackedDurations; removed: PackedDurations };

/**
 * The planner expects thousands of groups of events where a window has hundreds (it cannot see
 * through a day's width_bucket) and sorts a department's 90 days of events for them: hashed, its
 * resolutions took half the time (docs/PERFORMANCE.md, "Attendance reports").
 */
const HASH_THE_GROUPS = "SET LOCAL enable_sort = off";

/** Reads the query's rows into their groups, each row's packings decoded as it arrives. */
async function gatherGroups(sql: Prisma.Sql): Promise<Gathered[]> {
  const groups = new Map<string, Gathered>();
  await eachReportRow<DurationsRow>(
    sql,
    (row) => {
      const id = `${row.kind}:${row.key}`;
      let group = groups.get(id);
      if (!group) {
        group = {
          kind: row.kind,
          key: row.key,
          count: 0,
          added: new PackedDurations(),
          removed: new PackedDurations(),
        };
        groups.set(id, group);
      }
      group.count += row.count;
      if (row.added) group.added.add(row.added);
      if (row.removed) group.removed.add(row.removed);
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
 * large operation's events for them cost PostgreSQL seconds. A group comes as one row per tally row
 * (a day or an hour) and one for the events, joined in Node: PostgreSQL's string_agg of a year's
 * packings took longer than reading them. The events are read where they are used, not kept for
 * the resolvers' counts (NOT MATERIALIZED): three reads of the index cost less than keeping a
 * department's 139k resolutions of 90 days.
 */
export function eventDurationsSql(window: ReportWindow, name: EventName, { fromEvents = isNarrowed(window) } = {}) {
  const tallied = fromEvents
    ? Prisma.empty
    : Prisma.sql`
      SELECT CASE "scope" WHEN 'total' THEN 'day' WHEN 'resolver' THEN 'resolved_user' WHEN 'resolver_queue' THEN 'resolved_queue' ELSE "scope" END,
             CASE "scope" WHEN 'total' THEN ${dayIndex(window, Prisma.sql`"period"`)} ELSE "key" END, "count", "added", "removed"
      FROM "ReportTally" WHERE ${talliedRows(window, name)}
      UNION ALL`;
  // Who resolved and where, counted only (each resolution has one event of the desk's scope).
  const resolvers =
    name === "resolution"
      ? Prisma.sql`
      UNION ALL
      SELECT 'resolved_user', "userId", count(*)::int, ''::bytea, ''::bytea FROM raw WHERE "scope" = 'total' AND "userId" IS NOT NULL GROUP BY 2
      UNION ALL
      SELECT 'resolved_queue', coalesce("queueId", 0), count(*)::int, ''::bytea, ''::bytea FROM raw WHERE "scope" = 'total' GROUP BY 2`
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
           "count", encode("added", 'base64') AS added, encode(nullif("removed", ''::bytea), 'base64') AS removed
    FROM groups`;
}

const figures = (name: EventName, kind: EventRow["kind"], key: string, seconds: Float64Array): EventRow => ({
  name,
  kind,
  key,
  count: seconds.length,
  ...medianAndP90(seconds),
});

/** One kind of event's figures per group, the desk's total from all its days. */
export async function eventKindFigures(window: ReportWindow, name: EventName, options?: { fromEvents?: boolean }) {
  const groups = await gatherGroups(eventDurationsSql(window, name, options));
  const result: EventRow[] = [];
  const days: Float64Array[] = [];
  for (const group of groups) {
    if (group.kind === "resolved_user" || group.kind === "resolved_queue") {
      const kind = group.kind === "resolved_user" ? "user" : "queue";
      if (group.count > 0)
        result.push({ name: "resolved", kind, key: group.key, count: group.count, median: null, p90: null });
      continue;
    }
    const seconds = withoutRemoved(group.added.seconds(), group.removed.seconds());
    if (seconds.length === 0) continue;
    if (group.kind === "day") days.push(seconds);
    result.push(figures(name, group.kind, group.key, seconds));
  }
  if (days.length > 0) {
    const total = new Float64Array(days.reduce((sum, day) => sum + day.length, 0));
    days.reduce((offset, day) => (total.set(day, offset), offset + day.length), 0);
    result.push(figures(name, "total", "", total));
  }
  return result;
}

/** Both kinds of event, side by side on two connections. */
export const eventFigures = async (window: ReportWindow) =>
  (await Promise.all([eventKindFigures(window, "first_answer"), eventKindFigures(window, "resolution")])).flat();
