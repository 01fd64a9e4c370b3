import type { Caller } from "@/lib/auth/caller";
import { env } from "@/lib/config/env";
import { isoTime, readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { dayIn, hourIn, zonedDayRange } from "@/lib/utils/zoned-day";
import { dayRatings } from "./day-ratings";
import { findCountedTicketPage } from "./find-ticket-page";
import { TICKETS_PAGE_SIZE, type DashboardQuery } from "./schemas";
import { allOf, contactMatchSql, taggedSql } from "./ticket-filters";
import { listedTicketSql, withoutQueueAdded } from "./ticket-visibility";

const DASHBOARD_PAGE_SIZE = 1000;

/** A day as the company counts it (APP_TIMEZONE): a date, or the day a moment falls on there. */
const companyDay = (date: string) => (date.length === 10 ? date : dayIn(new Date(date), env().APP_TIMEZONE));

/** The tickets created on a day (YYYY-MM-DD) of the company. */
function createdOnDay(day: string): Prisma.Sql {
  const { start, end } = zonedDayRange(day, env().APP_TIMEZONE);
  // Stored times are UTC without a zone; the zone of the ISO text is dropped by the cast.
  return Prisma.sql`t."createdAt" >= ${start.toISOString()}::timestamp AND t."createdAt" < ${end.toISOString()}::timestamp`;
}

/** How many of the tickets were created in each hour of the company's day: every one, not a page of them. */
async function hourlyCounts(where: Prisma.Sql) {
  const timeZone = env().APP_TIMEZONE;
  const hours = Array.from({ length: 24 }, () => 0);
  const rows = await readSql<{ createdAt: string }>(
    Prisma.sql`SELECT ${Prisma.raw(isoTime('t."createdAt"'))} AS "createdAt" FROM "Ticket" t WHERE ${where}`,
  );
  for (const { createdAt } of rows) hours[hourIn(new Date(createdAt), timeZone)] += 1;
  return hours;
}

/**
 * The general ticket list behind the dashboard: every filter of the ticket manager and a day of
 * the company's time zone; for the dashboard (`dashBoard`), also the day's tickets by hour and,
 * with a date, the ratings given that day to the tickets the filters keep (whatever their creation).
 */
export async function listDashboardTickets(caller: Caller, query: DashboardQuery) {
  const filtered = allOf([
    listedTicketSql(caller, {
      visibility: query.showAll ? "all" : "me",
      queues: withoutQueueAdded(query.queueIds, query.isWithoutQueueSelected),
      status: query.status,
    }),
    taggedSql(query.tags),
    query.searchParam && contactMatchSql(query.searchParam),
  ]);
  const where = allOf([
    filtered,
    query.date && createdOnDay(companyDay(query.date)),
    query.withUnreadMessages && Prisma.sql`(t."unreadMessages" > 0 OR t.unread)`,
  ]);
  // The chart's page of 1000 is one day's tickets; across days a page is the list's 15.
  const pageSize = query.dashBoard && query.date ? DASHBOARD_PAGE_SIZE : TICKETS_PAGE_SIZE;
  const page = findCountedTicketPage(where, query.pageNumber, pageSize);
  if (!query.dashBoard) return page;
  const [found, hourly, ratings] = await Promise.all([
    page,
    hourlyCounts(where),
    query.date ? dayRatings(caller.idGraf, companyDay(query.date), filtered) : null,
  ]);
  return { ...found, hourly, ...(ratings && { ratings }) };
}
