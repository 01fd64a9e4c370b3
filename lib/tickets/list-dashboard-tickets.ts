import { addDays, parseISO, startOfDay } from "date-fns";
import type { Caller } from "@/lib/auth/caller";
import type { Prisma } from "@/lib/generated/prisma/client";
import { findCountedTicketPage } from "./find-ticket-page";
import { TICKETS_PAGE_SIZE, type DashboardQuery } from "./schemas";
import { contactMatchWhere, taggedWhere } from "./ticket-filters";
import { listedTicketWhere, withoutQueueAdded } from "./ticket-visibility";

const DASHBOARD_PAGE_SIZE = 1000;

function createdOnDay(date: string): Prisma.TicketWhereInput {
  const start = startOfDay(parseISO(date));
  return { createdAt: { gte: start, lt: addDays(start, 1) } };
}

/** The general ticket list behind the dashboard: every filter of the ticket manager and a day. */
export function listDashboardTickets(caller: Caller, query: DashboardQuery) {
  const where = {
    AND: [
      listedTicketWhere(caller, {
        visibility: query.showAll ? "all" : "me",
        queues: withoutQueueAdded(query.queueIds, query.isWithoutQueueSelected),
        status: query.status,
      }),
      taggedWhere(query.tags),
      query.searchParam ? contactMatchWhere(query.searchParam) : {},
      query.date ? createdOnDay(query.date) : {},
      query.withUnreadMessages ? { OR: [{ unreadMessages: { gt: 0 } }, { unread: true }] } : {},
    ],
  };
  // The chart's page of 1000 is one day's tickets; across days a page is the list's 15.
  const pageSize = query.dashBoard && query.date ? DASHBOARD_PAGE_SIZE : TICKETS_PAGE_SIZE;
  return findCountedTicketPage(caller.idGraf, where, query.pageNumber, pageSize);
}
