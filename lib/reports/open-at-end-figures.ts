import { Prisma } from "@/lib/generated/prisma/client";
import { narrowedTo, type GroupRow, type ReportWindow, reportRows } from "./report-sql";

export type OpenAtEndRow = GroupRow & { open: number };

/**
 * Tickets still in progress (waiting or open) when the window ends, or now when it has not ended:
 * per attendant holding them, per department they are in, and in total. The periods in progress
 * now, and those of a past moment (ended after it), are two index ranges.
 */
export function openAtEndSql(window: ReportWindow): Prisma.Sql {
  const at = window.endAt;
  return Prisma.sql`
    WITH open AS (
      SELECT "userId", "queueId" FROM "TicketPeriod"
      WHERE "idGraf" = ${window.idGraf} AND "endedAt" IS NULL AND "status" <> 'closed' AND "startedAt" <= ${at} ${narrowedTo(window)}
      UNION ALL
      SELECT "userId", "queueId" FROM "TicketPeriod"
      WHERE "idGraf" = ${window.idGraf} AND "endedAt" > ${at} AND "status" <> 'closed' AND "startedAt" <= ${at} ${narrowedTo(window)}
    )
    SELECT g.kind, CASE g.kind WHEN 'user' THEN "userId"::text WHEN 'queue' THEN coalesce("queueId"::text, 'none') ELSE '' END AS key,
           count(*)::int AS open
    FROM open CROSS JOIN (VALUES ('user'), ('queue'), ('total')) g(kind)
    WHERE g.kind <> 'user' OR "userId" IS NOT NULL
    GROUP BY 1, 2`;
}

/**
 * The same figures now, from the counts the tabs keep (TicketCount, lib/tickets/ticket-counts.ts),
 * which follow every ticket's status, user and department as its periods do: a few rows instead
 * of every ticket in progress.
 */
export function openNowSql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    SELECT g.kind, CASE g.kind WHEN 'user' THEN "userId"::text WHEN 'queue' THEN coalesce("queueId"::text, 'none') ELSE '' END AS key,
           sum("delta")::int AS open
    FROM "TicketCount" CROSS JOIN (VALUES ('user'), ('queue'), ('total')) g(kind)
    WHERE "idGraf" = ${window.idGraf} AND "status" <> 'closed' AND (g.kind <> 'user' OR "userId" IS NOT NULL) ${narrowedTo(window)}
    GROUP BY 1, 2 HAVING sum("delta") <> 0`;
}

/** A range that has not ended is read at this moment (endAt is now). */
export const openAtEndFigures = (window: ReportWindow) =>
  reportRows<OpenAtEndRow>(window.endAt < window.end ? openNowSql(window) : openAtEndSql(window));
