import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { zonedDayRange } from "@/lib/utils/zoned-day";

/** A day's ratings: how many, their average (1 to 5) and the percentage of 4 and 5 (CSAT); null without any. */
export type DayRatings = { count: number; average: number | null; csat: number | null };

/**
 * The ratings contacts gave on a day of the company's time zone (`timeZone`, YYYY-MM-DD) to the tickets
 * `visible` selects (a condition on the "Ticket" row aliased `t`), for the dashboard.
 */
export async function dayRatings(
  idGraf: number,
  day: string,
  visible: Prisma.Sql,
  timeZone: string,
): Promise<DayRatings> {
  const { start, end } = zonedDayRange(day, timeZone);
  const [row] = await readSql<{ count: number; average: number | null; satisfied: number }>(Prisma.sql`
    SELECT count(*)::int AS count, avg(r.rate)::float8 AS average, (count(*) FILTER (WHERE r.rate >= 4))::int AS satisfied
    FROM "TicketRating" r JOIN "Ticket" t ON t.id = r."ticketId"
    WHERE r."idGraf" = ${idGraf} AND r."ratedAt" >= ${start.toISOString()}::timestamp
      AND r."ratedAt" < ${end.toISOString()}::timestamp AND r.rate IS NOT NULL AND ${visible}`);
  return {
    count: row.count,
    average: row.average === null ? null : Math.round(row.average * 100) / 100,
    csat: row.count ? Math.round((1000 * row.satisfied) / row.count) / 10 : null,
  };
}
