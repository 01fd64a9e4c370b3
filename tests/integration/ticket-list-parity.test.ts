import { listShows } from "@/components/tickets/list-events";
import type { ListFilters, Ticket, TicketStatus } from "@/components/tickets/types";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { allOf, taggedSql } from "@/lib/tickets/ticket-filters";
import { TICKET_STATUSES } from "@/lib/tickets/ticket-status";
import { Prisma } from "@/lib/generated/prisma/client";
import { readTicketViews } from "@/lib/tickets/ticket-view";
import { listedTicketSql } from "@/lib/tickets/ticket-visibility";
import { makeAttendant, makeDesk, makeTag, makeTicket } from "../support/ticket-factories";

// The ticket lists follow socket events with the browser's copy of their where (listShows in
// components/tickets/list-events.ts). It must pick the same tickets as the API's list for every
// viewer, status tab and filter, or a list would keep a ticket its next read drops (or miss one).

type Viewer = Pick<Caller, "userId" | "idGraf" | "profile" | "canSeeAllTickets" | "queueIds">;

it("the browser's listShows and the API's list where agree for every viewer, tab and filter", async () => {
  const desk = await makeDesk();
  const tag = await makeTag(desk.idGraf);
  const inQueue = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const seesAll = await makeAttendant(desk.idGraf, { canSeeAllTickets: true });
  const colleague = await makeAttendant(desk.idGraf, { queueIds: [desk.otherQueueId] });
  for (const status of TICKET_STATUSES) {
    for (const queueId of [desk.queueId, desk.otherQueueId, null]) {
      for (const userId of [inQueue.id, colleague.id, null]) {
        await makeTicket(desk.idGraf, {
          whatsappId: desk.whatsappId,
          status,
          queueId,
          userId,
          tagIds: userId === colleague.id ? [tag.id] : [],
        });
      }
    }
  }
  // The API's views, as the browser receives them.
  const tickets: Ticket[] = await readTicketViews(Prisma.sql`t."idGraf" = ${desk.idGraf}`);

  const base = { idGraf: desk.idGraf, canSeeAllTickets: false, profile: "user" };
  const viewers: Viewer[] = [
    { ...base, userId: desk.admin.id, profile: "admin", queueIds: [] },
    { ...base, userId: inQueue.id, queueIds: [desk.queueId] },
    { ...base, userId: seesAll.id, canSeeAllTickets: true, queueIds: [] },
    { ...base, userId: colleague.id, queueIds: [desk.otherQueueId] },
  ];
  const queueChoices = [[], [desk.queueId], [desk.otherQueueId], [desk.queueId, desk.otherQueueId]];
  let compared = 0;
  for (const viewer of viewers) {
    const client = {
      userId: viewer.userId,
      queueIds: viewer.queueIds,
      canSeeAll: viewer.profile === "admin" || viewer.canSeeAllTickets,
    };
    for (const status of TICKET_STATUSES as readonly TicketStatus[]) {
      for (const visibility of ["me", "all"] as const) {
        for (const queueIds of queueChoices) {
          for (const withoutQueue of [false, true]) {
            for (const tagIds of [[], [tag.id]]) {
              const filters: ListFilters = { visibility, queueIds, withoutQueue, tagIds };
              const queues = queueIds.length || withoutQueue ? { queueIds, withoutQueue } : undefined;
              const where = allOf([listedTicketSql(viewer, { visibility, queues, status }), taggedSql(tagIds)]);
              const byApi = (
                await prisma.$queryRaw<{ id: number }[]>(
                  Prisma.sql`SELECT t.id FROM "Ticket" t WHERE ${where} ORDER BY t.id`,
                )
              ).map((t) => t.id);
              const byBrowser = tickets
                .filter((t) => listShows(t, status, filters, client))
                .map((t) => t.id)
                .sort((a, b) => a - b);
              expect({ viewer: viewer.userId, status, filters, ids: byBrowser }).toEqual({
                viewer: viewer.userId,
                status,
                filters,
                ids: byApi,
              });
              compared += byApi.length;
            }
          }
        }
      }
    }
  }
  expect(compared).toBeGreaterThan(100);
});
