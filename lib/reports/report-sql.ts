import type { QueryResultRow } from "pg";
import { eachCopiedChunkWith, readSqlWith } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";

// Pieces the report's queries share. Figures come per group: each attendant ("user", keyed by
// user id), each department ("queue", keyed by queue id or "none"), everything ("total", key "")
// and each day ("day", keyed by the date in the tenant's time zone).

/** The instants a report covers (UTC, as stored) and what it is narrowed to. */
export type ReportWindow = {
  idGraf: number;
  /** The first and the last day, as YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
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

/** Keeps rows (with userId and queueId columns) to the department and attendant asked for. */
export const narrowedTo = (window: ReportWindow) =>
  Prisma.sql`${window.queueId ? Prisma.sql`AND "queueId" = ${window.queueId}` : Prisma.empty}
    ${window.userId ? Prisma.sql`AND "userId" = ${window.userId}` : Prisma.empty}`;

/**
 * Which day of the window (1 for the first) a stored UTC timestamp falls in, found among the
 * instants the days begin in the tenant's time zone (computed once per query): cheaper than
 * converting every timestamp to the time zone.
 */
export const dayIndex = (window: ReportWindow, column: Prisma.Sql) => Prisma.sql`width_bucket(${column}, (
  SELECT array_agg((d::timestamp AT TIME ZONE ${window.timeZone}) AT TIME ZONE 'UTC' ORDER BY d)
  FROM generate_series(${window.firstDay}::date, ${window.lastDay}::date, interval '1 day') d))`;

/** The date of a day of the window by its index (1 for the first), as YYYY-MM-DD. */
export const dayOfIndex = (window: ReportWindow, index: Prisma.Sql) =>
  Prisma.sql`to_char(${window.firstDay}::date + ${index} - 1, 'YYYY-MM-DD')`;

const REPORT_SETTINGS = "SET LOCAL work_mem = '32MB'; SET LOCAL max_parallel_workers_per_gather = 2";

/**
 * Runs one of the report's queries, on the pool without Prisma's client (whose mapping of the
 * tally's long texts cost more than reading them). Its sorts and groups of tens of thousands of
 * events would spill to disk within PostgreSQL's default work_mem (4 MB); this transaction alone
 * may use more. It may also share its scans with parallel workers, which the inbox's connections
 * do without (lib/db/client.ts).
 */
export const reportRows = <T extends QueryResultRow>(sql: Prisma.Sql): Promise<T[]> =>
  readSqlWith<T>(REPORT_SETTINGS, sql);

/** reportRows for a long result, its binary COPY handed over chunk by chunk as it arrives (eachCopiedChunkWith); `settings` (SET LOCAL) add to the report's. */
export const eachReportChunk = (
  sql: Prisma.Sql,
  onChunk: (chunk: Buffer) => Promise<void> | undefined,
  settings = "",
): Promise<void> => eachCopiedChunkWith(`${REPORT_SETTINGS}; ${settings}`, sql, onChunk);
