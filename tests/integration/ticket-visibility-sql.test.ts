import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleTicketSql, visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { makeAttendant, makeDesk, makeTicket } from "../support/ticket-factories";

// The reads that skip Prisma's client (a ticket, its messages, search) state the visibility policy
// in SQL (visibleTicketSql) beside the Prisma where of the writes (visibleTicketWhere). Both must
// pick the same tickets for every kind of viewer, or a read would show what a write answers 404 for.

type Viewer = Pick<Caller, "userId" | "idGraf" | "profile" | "canSeeAllTickets" | "queueIds">;

const idsByPrisma = async (viewer: Viewer) =>
  (
    await prisma.ticket.findMany({ where: visibleTicketWhere(viewer), select: { id: true }, orderBy: { id: "asc" } })
  ).map((t) => t.id);

const idsBySql = async (viewer: Viewer) =>
  (
    await prisma.$queryRaw<{ id: number }[]>(
      Prisma.sql`SELECT t.id FROM "Ticket" t WHERE ${visibleTicketSql(viewer)} ORDER BY t.id`,
    )
  ).map((t) => t.id);

it("the search's SQL and the Prisma where agree for admins, attendants with and without queues, and those who see all", async () => {
  const desk = await makeDesk();
  const other = await makeDesk();
  const inQueue = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const noQueues = await makeAttendant(desk.idGraf);
  const seesAll = await makeAttendant(desk.idGraf, { canSeeAllTickets: true });
  const colleague = await makeAttendant(desk.idGraf, { queueIds: [desk.otherQueueId] });

  for (const status of ["pending", "open", "closed"]) {
    for (const queueId of [desk.queueId, desk.otherQueueId, null]) {
      for (const userId of [inQueue.id, noQueues.id, colleague.id, null]) {
        await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status, queueId, userId });
      }
    }
  }
  await makeTicket(other.idGraf, { whatsappId: other.whatsappId, status: "pending", queueId: null });

  const base = { idGraf: desk.idGraf, canSeeAllTickets: false, profile: "user" };
  const viewers: Viewer[] = [
    { ...base, userId: desk.admin.id, profile: "admin", queueIds: [] },
    { ...base, userId: inQueue.id, queueIds: [desk.queueId] },
    { ...base, userId: noQueues.id, queueIds: [] },
    { ...base, userId: seesAll.id, canSeeAllTickets: true, queueIds: [] },
    { ...base, userId: colleague.id, queueIds: [desk.otherQueueId] },
  ];
  const all = await prisma.ticket.count({ where: { idGraf: desk.idGraf } });
  for (const viewer of viewers) {
    const expected = await idsByPrisma(viewer);
    expect(await idsBySql(viewer)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    if (viewer.profile === "user" && !viewer.canSeeAllTickets) expect(expected.length).toBeLessThan(all);
  }
});
