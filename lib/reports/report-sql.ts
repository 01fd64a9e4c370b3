import { Prisma } from "@/lib/generated/prisma/client";

// Pieces the report's queries share. Every figure is computed per group: each attendant ("user",
// keyed by user id), each department ("queue", keyed by queue id or "none") and everything
// ("total"); per-day figures are the "day" group, keyed by the date in the tenant's time zone.

/** The instants a report covers (UTC, as stored) and what it is narrowed to. */
export type ReportWindow = {
  idGraf: number;
  /** The first instant of the first day and the first instant after the last day. */
  start: Date;
  end: Date;
  /** When "still open at the end" is read: the end, or now when the range has not ended yet. */
  endAt: Date;
  timeZone: string;
  queueId?: number;
  userId?: number;
};

export type GroupKind = "user" | "queue" | "total" | "day";
export type GroupRow = { kind: GroupKind; key: string };

/** The conditions that keep a period (alias `p`) within the departments and attendants asked for. */
export function periodScope(window: ReportWindow, alias = "p"): Prisma.Sql {
  const p = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${window.queueId ? Prisma.sql`AND ${p}."queueId" = ${window.queueId}` : Prisma.empty}
    ${window.userId ? Prisma.sql`AND ${p}."userId" = ${window.userId}` : Prisma.empty}`;
}

/**
 * A lateral list of the groups a period (alias `p`) counts for: its holder when it has one, its
 * department (or "none"), and the total. Join it as `CROSS JOIN LATERAL ${groupsOf()} g(kind, key)`
 * and keep `WHERE g.key IS NOT NULL`.
 */
export function groupsOf(alias = "p"): Prisma.Sql {
  const p = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(VALUES ('user', ${p}."userId"::text), ('queue', coalesce(${p}."queueId"::text, 'none')), ('total', ''))`;
}

/** The day, in the tenant's time zone, of a stored UTC timestamp, as YYYY-MM-DD. */
export const dayOf = (column: Prisma.Sql, timeZone: string) =>
  Prisma.sql`to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

/** Median and 90th percentile of a column of seconds. */
export const percentiles = (seconds: Prisma.Sql) => Prisma.sql`
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds}) AS "median",
  percentile_cont(0.9) WITHIN GROUP (ORDER BY ${seconds}) AS "p90"`;

export type Percentiles = { median: number | null; p90: number | null };
