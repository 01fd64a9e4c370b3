import { prisma } from "@/lib/db/client";
import { groupsOf, periodScope, type GroupRow, type ReportWindow } from "./report-sql";

export type OpenAtEndRow = GroupRow & { open: number };

/**
 * Tickets still in progress (waiting or open) when the window ends, or now when it has not ended:
 * per attendant holding them, per department they are in, and in total.
 */
export async function openAtEndFigures(window: ReportWindow): Promise<OpenAtEndRow[]> {
  return prisma.$queryRaw<OpenAtEndRow[]>`
    SELECT g.kind, g.key, count(*)::int AS open
    FROM "TicketPeriod" p CROSS JOIN LATERAL ${groupsOf()} g(kind, key)
    WHERE p."idGraf" = ${window.idGraf} AND p."status" <> 'closed' AND p."startedAt" <= ${window.endAt}
      AND (p."endedAt" > ${window.endAt} OR p."endedAt" IS NULL) AND g.key IS NOT NULL ${periodScope(window)}
    GROUP BY g.kind, g.key`;
}
