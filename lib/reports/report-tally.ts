import { Prisma } from "@/lib/generated/prisma/client";
import type { ReportWindow } from "./report-sql";

// A report not narrowed to a department or an attendant reads ReportTally (migration report_tallies)
// for the periods wholly inside its window: attendants', departments' and resolvers' UTC days, the
// desk's hours. What the window holds of a UTC day at its edges (a time zone's midnight is not UTC's)
// is read from the events themselves, and so are the desk's hours for a time zone whose offset is
// not whole hours.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The whole periods of `unit` inside [start, end), or an empty range at `end` when none fits. */
function wholePeriods(window: ReportWindow, unit: number) {
  const from = Math.ceil(window.start.getTime() / unit) * unit;
  const to = Math.floor(window.end.getTime() / unit) * unit;
  return from < to ? { from: new Date(from), to: new Date(to) } : { from: window.end, to: window.end };
}

export const isNarrowed = (window: ReportWindow) => Boolean(window.queueId || window.userId);

/** The rows of a tally within the window's whole periods: days for every scope but the desk's hours. */
export function talliedRows(window: ReportWindow, name: string) {
  const days = wholePeriods(window, DAY);
  const hours = wholePeriods(window, HOUR);
  return Prisma.sql`"idGraf" = ${window.idGraf} AND "name" = ${name}
    AND (("scope" = 'total' AND "period" >= ${hours.from} AND "period" < ${hours.to})
      OR ("scope" <> 'total' AND "period" >= ${days.from} AND "period" < ${days.to}))`;
}

/** The window outside its whole days, where the tally is not read, on a column of instants. */
export function untalliedRange(window: ReportWindow, column: Prisma.Sql) {
  const days = wholePeriods(window, DAY);
  return Prisma.sql`((${column} >= ${window.start} AND ${column} < ${days.from}) OR (${column} >= ${days.to} AND ${column} < ${window.end}))`;
}

/** Whether an instant read outside the whole days is outside the whole hours too (the desk's own rows). */
export function outsideTalliedHours(window: ReportWindow, column: Prisma.Sql) {
  const hours = wholePeriods(window, HOUR);
  return Prisma.sql`(${column} < ${hours.from} OR ${column} >= ${hours.to})`;
}
