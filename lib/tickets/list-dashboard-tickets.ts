import type { Caller } from "@/lib/auth/caller";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { dayIn, zonedDayRange } from "@/lib/utils/zoned-day";
import { findCountedTicketPage, findTicketPage } from "./find-ticket-page";
import { TICKETS_PAGE_SIZE, type DashboardQuery } from "./schemas";
import { allOf, contactMatchSql, taggedSql } from "./ticket-filters";
import { dayRatings } from "./day-ratings";
import { countListed } from "./ticket-counts";
import { listedTicketSql, withoutQueueAdded } from "./ticket-visibility";

/** A day as the company counts it (in its time zone): a date, or the day a moment falls on there. */
const companyDay = (date: string, timeZone: string) => (date.length === 10 ? date : dayIn(new Date(date), timeZone));

/** The tickets created on a day (YYYY-MM-DD) of the company. */
function createdOnDay(day: string, timeZone: string): Prisma.Sql {
  const { start, end } = zonedDayRange(day, timeZone);
  // Stored times are UTC without a zone; the zone of the ISO text is dropped by the cast.
  return Prisma.sql`t."createdAt" >= ${start.toISOString()}::timestamp AND t."createdAt" < ${end.toISOString()}::timestamp`;
}

/**
 * How many of the tickets were created in each hour of the company's day: every one, counted by the
 * database (a day of a large operation has thousands, which the answer does not carry).
 */
async function hourlyCounts(where: Prisma.Sql, timeZone: string) {
  const hours = Array.from({ length: 24 }, () => 0);
  const rows = await readSql<{ hour: number; count: number }>(Prisma.sql`
    SELECT extract(hour FROM (t."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::int AS hour, count(*)::int AS count
    FROM "Ticket" t WHERE ${where} GROUP BY 1`);
  for (const { hour, count } of rows) hours[hour] = count;
  return hours;
}

/**
 * The general ticket list behind the dashboard: every filter of the ticket manager and a day of
 * the company's time zone (`timeZone`, lib/tenants/tenant-clock.ts); for the dashboard
 * (`dashBoard`), also the day's tickets by hour and, with a date, the ratings given that day to the
 * tickets the filters keep (whatever their creation).
 */
export async function listDashboardTickets(caller: Caller, query: DashboardQuery, timeZone: string) {
  const listed = {
    visibility: query.showAll ? "all" : "me",
    queues: withoutQueueAdded(query.queueIds, query.isWithoutQueueSelected),
    status: query.status,
  } as const;
  const filtered = allOf([
    listedTicketSql(caller, listed),
    taggedSql(query.tags),
    query.searchParam && contactMatchSql(query.searchParam),
  ]);
  const where = allOf([
    filtered,
    query.date && createdOnDay(companyDay(query.date, timeZone), timeZone),
    query.withUnreadMessages && Prisma.sql`(t."unreadMessages" > 0 OR t.unread)`,
  ]);
  if (!query.dashBoard) {
    // Filtered by scope, queues and status only, a list is counted from the counts the database keeps.
    const kept = !query.tags?.length && !query.searchParam && !query.date && !query.withUnreadMessages;
    if (!kept) return findCountedTicketPage(where, query.pageNumber, TICKETS_PAGE_SIZE);
    const [page, count] = await Promise.all([
      findTicketPage(where, query.pageNumber, TICKETS_PAGE_SIZE),
      countListed(caller, listed),
    ]);
    return { ...page, count };
  }
  // The hours add up to the list's total: it is not counted twice.
  const [page, hourly, ratings] = await Promise.all([
    findTicketPage(where, query.pageNumber, TICKETS_PAGE_SIZE),
    hourlyCounts(where, timeZone),
    query.date ? dayRatings(caller.idGraf, companyDay(query.date, timeZone), filtered, timeZone) : null,
  ]);
  return { ...page, count: hourly.reduce((sum, n) => sum + n, 0), hourly, ...(ratings && { ratings }) };
}
