import { Prisma } from "@/lib/generated/prisma/client";

// Pieces the report's queries share. Figures come per group: each attendant ("user", keyed by
// user id), each department ("queue", keyed by queue id or "none"), everything ("total", key "")
// and each day ("day", keyed by the date in the tenant's time zone).

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

/** Keeps rows (with userId and queueId columns) to the department and attendant asked for. */
export const narrowedTo = (window: ReportWindow) =>
  Prisma.sql`${window.queueId ? Prisma.sql`AND "queueId" = ${window.queueId}` : Prisma.empty}
    ${window.userId ? Prisma.sql`AND "userId" = ${window.userId}` : Prisma.empty}`;

/** The day, in the tenant's time zone, of a stored UTC timestamp, as YYYY-MM-DD. */
export const dayOf = (column: Prisma.Sql, timeZone: string) =>
  Prisma.sql`to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

/** The group key of a row by its kind: the user's id, the queue's id or "none", or "" for the total. */
export const groupKey = (kind: Prisma.Sql) =>
  Prisma.sql`CASE ${kind} WHEN 'user' THEN "userId"::text WHEN 'queue' THEN coalesce("queueId"::text, 'none') ELSE '' END`;
