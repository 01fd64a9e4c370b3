import { prisma } from "@/lib/db/client";
import { defineRecurringJob } from "@/lib/jobs/recurring";

/**
 * Merges the rows of each tally group with rows not folded yet into one (migration report_tallies):
 * counts summed, the durations added minus those removed (as a multiset of their 8-byte packings:
 * two events of the same length are two values), a group that comes to nothing dropped. The rows
 * read are deleted in the statement that writes their merge, so a report read at any moment gives
 * the same figures; rows the triggers add meanwhile are left for the next fold.
 */
export async function foldReportTallies(): Promise<number> {
  return prisma.$executeRaw`
    WITH touched AS (
      SELECT DISTINCT "idGraf", "name", "scope", "key", "period" FROM "ReportTally" WHERE NOT "folded"),
    taken AS (
      DELETE FROM "ReportTally" t USING touched g
      WHERE t."idGraf" = g."idGraf" AND t."name" = g."name" AND t."scope" = g."scope" AND t."key" = g."key" AND t."period" = g."period"
      RETURNING t.*),
    sums AS (
      SELECT "idGraf", "name", "scope", "key", "period", sum("count")::int AS count FROM taken GROUP BY 1, 2, 3, 4, 5),
    values_left AS (
      SELECT "idGraf", "name", "scope", "key", "period", v, sum(n)::int AS n
      FROM taken, LATERAL (
        SELECT substring("added" FROM i FOR 8), 1 FROM generate_series(1, length("added"), 8) i
        UNION ALL
        SELECT substring("removed" FROM i FOR 8), -1 FROM generate_series(1, length("removed"), 8) i) x(v, n)
      GROUP BY 1, 2, 3, 4, 5, 6),
    kept AS (
      SELECT "idGraf", "name", "scope", "key", "period", string_agg(v, ''::bytea) AS added
      FROM values_left, generate_series(1, n) WHERE n > 0 GROUP BY 1, 2, 3, 4, 5)
    INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count", "added", "folded")
    SELECT s."idGraf", s."name", s."scope", s."key", s."period", s.count, coalesce(k.added, ''), true
    FROM sums s LEFT JOIN kept k USING ("idGraf", "name", "scope", "key", "period")
    WHERE s.count <> 0`;
}

/** Folded once a minute across all server processes: a minute of answers, resolutions and messages. */
export const foldReportTalliesJob = defineRecurringJob({
  queue: "fold-report-tallies",
  everyMs: 60_000,
  async run() {
    await foldReportTallies();
  },
});
