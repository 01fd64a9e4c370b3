import { Prisma } from "@/lib/generated/prisma/client";
import { dayIndex, dayOfIndex, narrowedTo, type GroupRow, type ReportWindow, reportRows } from "./report-sql";

/** `satisfied`: the ratings of 4 and 5. */
export type RatingRow = GroupRow & { ratings: number; average: number; satisfied: number };

/**
 * The contacts' ratings given within the window, each counted for the attendant and department
 * who held the ticket when it was resolved: per attendant, per department, in total and per day.
 */
export function ratingSql(window: ReportWindow): Prisma.Sql {
  return Prisma.sql`
    WITH given AS (
      SELECT "userId", "queueId", rate, ${dayIndex(window, Prisma.sql`"ratedAt"`)} AS day FROM "TicketRating"
      WHERE "idGraf" = ${window.idGraf} AND "ratedAt" >= ${window.start} AND "ratedAt" < ${window.end}
        AND rate IS NOT NULL ${narrowedTo(window)}
    ), sums AS (
      SELECT GROUPING("userId", "queueId", day) AS set, "userId", "queueId", day, count(*)::int AS ratings,
        avg(rate)::float8 AS average, (count(*) FILTER (WHERE rate >= 4))::int AS satisfied
      FROM given GROUP BY GROUPING SETS (("userId"), ("queueId"), (day), ())
    )
    SELECT 'user' AS kind, "userId"::text AS key, ratings, average, satisfied FROM sums WHERE set = 3 AND "userId" IS NOT NULL
    UNION ALL
    SELECT 'queue', coalesce("queueId"::text, 'none'), ratings, average, satisfied FROM sums WHERE set = 5
    UNION ALL
    SELECT 'day', ${dayOfIndex(window, Prisma.sql`day`)}, ratings, average, satisfied FROM sums WHERE set = 6
    UNION ALL
    SELECT 'total', '', ratings, average, satisfied FROM sums WHERE set = 7 AND ratings > 0`;
}

export const ratingFigures = (window: ReportWindow) => reportRows<RatingRow>(ratingSql(window));
