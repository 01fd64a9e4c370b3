import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { defineRecurringJob } from "@/lib/jobs/recurring";
import { listedTicketSql, type ListFilter, type Viewer } from "./ticket-visibility";
import type { TicketStatus } from "./ticket-status";

// A tab's badge without counting its tickets. The triggers of migration
// 20261127160000_ticket_counts_kept_by_trigger add to "TicketCount" a row of -1 for what a ticket
// was and +1 for what it is at each change of its status, user or department, under the Ticket's
// column names; a count is the sum of the rows that the tab's where (listedTicketSql, which reads
// only idGraf, status, userId and queueId) selects. Folding sums each combination's rows into one.

/** The kept count of what listedTicketSql selects, as a scalar subquery. */
const keptCountSql = (viewer: Viewer, filter: ListFilter) =>
  Prisma.sql`(SELECT coalesce(sum(t."delta"), 0)::int FROM "TicketCount" t WHERE ${listedTicketSql(viewer, filter)})`;

/**
 * How many tickets each status tab lists for the viewer: what counting them with listedTicketSql
 * would give. One statement for all the tabs asked: a round trip to the database costs more here
 * than the sums themselves.
 */
export async function countListedTickets<S extends TicketStatus>(
  viewer: Viewer,
  filter: Omit<ListFilter, "status">,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const sums = statuses.map(
    (status) => Prisma.sql`${keptCountSql(viewer, { ...filter, status })} AS ${Prisma.raw(`"${status}"`)}`,
  );
  const [counts] = await readSql<Record<S, number>>(Prisma.sql`SELECT ${Prisma.join(sums)}`);
  return counts;
}

/** How many tickets a list of one tab (or of all, without a status) shows the viewer, from the kept counts. */
export async function countListed(viewer: Viewer, filter: ListFilter): Promise<number> {
  const [{ count }] = await readSql<{ count: number }>(Prisma.sql`SELECT ${keptCountSql(viewer, filter)} AS count`);
  return count;
}

/**
 * Sums the rows of each combination that has more than one into one row, and drops combinations
 * that sum to nothing (a tenant deleted, a user no longer serving any). The rows read are deleted
 * in the same statement that writes their sum, so a count read at any moment is the same; rows
 * the triggers add meanwhile are left for the next fold.
 */
export async function foldTicketCounts(): Promise<number> {
  return prisma.$executeRaw`
    WITH repeated AS (
      SELECT "idGraf", "status", "userId", "queueId" FROM "TicketCount" GROUP BY 1, 2, 3, 4 HAVING count(*) > 1 OR sum("delta") = 0),
    folded AS (
      DELETE FROM "TicketCount" c USING repeated r
      WHERE c."idGraf" = r."idGraf" AND c."status" = r."status"
        AND c."userId" IS NOT DISTINCT FROM r."userId" AND c."queueId" IS NOT DISTINCT FROM r."queueId"
      RETURNING c.*)
    INSERT INTO "TicketCount" ("idGraf", "status", "userId", "queueId", "delta")
    SELECT "idGraf", "status", "userId", "queueId", sum("delta")::int FROM folded GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0`;
}

/** Folded once a minute across all server processes (enqueueForPeriod): a minute of changes is a few thousand rows at most. */
export const foldTicketCountsJob = defineRecurringJob({
  queue: "fold-ticket-counts",
  everyMs: 60_000,
  async run() {
    await foldTicketCounts();
  },
});
