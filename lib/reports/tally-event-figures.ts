import { Prisma } from "@/lib/generated/prisma/client";
import type { EventRow } from "./event-figures";
import { dayIndex, dayOfIndex, reportRows, type ReportWindow } from "./report-sql";
import { outsideTalliedHours, talliedRows, untalliedRange } from "./report-tally";
import { medianAndP90, packedSeconds, withoutRemoved } from "./seconds-percentiles";

type TallyRow = {
  kind: "user" | "queue" | "day" | "resolved_user" | "resolved_queue";
  key: string;
  count: number;
  /** The groups' durations, and those removed in rows not folded yet, packed (report_tally_micros), in base64. */
  added: string | null;
  removed: string | null;
};

/**
 * One kind of event's seconds per group of a report not narrowed (report-tally.ts): the tally's rows
 * of the whole periods and the events of the rest, per attendant, department and day of the
 * tenant's time zone, and the resolutions' count per resolver and their department. The durations
 * leave PostgreSQL packed as they are stored, and the percentiles are selected in Node: sorting a
 * year of a large operation's events for them cost PostgreSQL seconds.
 */
export function eventTallySql(window: ReportWindow, name: "first_answer" | "resolution"): Prisma.Sql {
  const resolvers = name === "resolution";
  return Prisma.sql`
    WITH raw AS (
      SELECT "scope", "userId", "queueId", "at", "seconds" FROM "AttendanceEvent"
      WHERE "idGraf" = ${window.idGraf} AND "name" = ${name} AND ${untalliedRange(window, Prisma.sql`"at"`)}
    ), groups AS (
      SELECT CASE "scope" WHEN 'total' THEN 'day' WHEN 'resolver' THEN 'resolved_user' WHEN 'resolver_queue' THEN 'resolved_queue' ELSE "scope" END AS kind,
             CASE "scope" WHEN 'total' THEN ${dayIndex(window, Prisma.sql`"period"`)} ELSE "key" END AS key, "count", "added", "removed"
      FROM "ReportTally" WHERE ${talliedRows(window, name)}
      UNION ALL
      SELECT g.kind, g.key, count(*)::int, coalesce(string_agg(report_tally_micros(raw."seconds"), ''::bytea) FILTER (WHERE g.valued), ''), ''
      FROM raw, LATERAL (VALUES
        (CASE raw."scope" WHEN 'total' THEN 'day' ELSE raw."scope" END,
         CASE raw."scope" WHEN 'user' THEN raw."userId" WHEN 'queue' THEN coalesce(raw."queueId", 0) ELSE ${dayIndex(window, Prisma.sql`raw."at"`)} END,
         raw."scope" <> 'total' OR ${outsideTalliedHours(window, Prisma.sql`raw."at"`)}, true),
        ('resolved_user', raw."userId", ${resolvers} AND raw."scope" = 'total', false),
        ('resolved_queue', coalesce(raw."queueId", 0), ${resolvers} AND raw."scope" = 'total', false)
      ) g(kind, key, included, valued)
      WHERE g.included AND g.key IS NOT NULL
      GROUP BY g.kind, g.key
    )
    SELECT kind, CASE WHEN kind = 'day' THEN ${dayOfIndex(window, Prisma.sql`key`)} WHEN kind IN ('queue', 'resolved_queue') AND key = 0 THEN 'none' ELSE key::text END AS key,
           sum("count")::int AS count, encode(string_agg("added", ''::bytea), 'base64') AS added,
           encode(string_agg("removed", ''::bytea) FILTER (WHERE length("removed") > 0), 'base64') AS removed
    FROM groups GROUP BY kind, key`;
}

const figures = (name: EventRow["name"], kind: EventRow["kind"], key: string, seconds: Float64Array): EventRow => ({
  name,
  kind,
  key,
  count: seconds.length,
  ...medianAndP90(seconds),
});

/** The rows eventSql gives, from the tally: each group's figures, the total's from all its days. */
export async function tallyEventFigures(
  window: ReportWindow,
  name: "first_answer" | "resolution",
): Promise<EventRow[]> {
  const rows = await reportRows<TallyRow>(eventTallySql(window, name));
  const result: EventRow[] = [];
  const days: Float64Array[] = [];
  for (const row of rows) {
    if (row.kind === "resolved_user" || row.kind === "resolved_queue") {
      const kind = row.kind === "resolved_user" ? "user" : "queue";
      if (row.count > 0)
        result.push({ name: "resolved", kind, key: row.key, count: row.count, median: null, p90: null });
      continue;
    }
    const seconds = withoutRemoved(packedSeconds(row.added), packedSeconds(row.removed));
    if (seconds.length === 0) continue;
    if (row.kind === "day") days.push(seconds);
    result.push(figures(name, row.kind, row.key, seconds));
  }
  if (days.length > 0) {
    const total = new Float64Array(days.reduce((sum, day) => sum + day.length, 0));
    days.reduce((at, day) => (total.set(day, at), at + day.length), 0);
    result.push(figures(name, "total", "", total));
  }
  return result;
}
