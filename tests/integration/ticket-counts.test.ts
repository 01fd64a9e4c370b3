import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { countTicketsWhere } from "@/lib/tickets/find-ticket-page";
import { countListedTickets, foldTicketCounts } from "@/lib/tickets/ticket-counts";
import { TICKET_STATUSES, type TicketStatus } from "@/lib/tickets/ticket-status";
import { listedTicketSql } from "@/lib/tickets/ticket-visibility";
import { makeAttendant, makeDesk, makeTicket } from "../support/ticket-factories";

// The tabs' badges are sums of the rows the Ticket triggers keep (lib/tickets/ticket-counts.ts). For
// every viewer, tab and queue selection they must be what counting the tickets gives, after any
// change a ticket can go through, however it is made, and after the rows are folded.

type Viewer = Pick<Caller, "userId" | "idGraf" | "profile" | "canSeeAllTickets" | "queueIds">;

async function deskWithTickets() {
  const desk = await makeDesk();
  const inQueue = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const colleague = await makeAttendant(desk.idGraf, { queueIds: [desk.otherQueueId] });
  for (const status of TICKET_STATUSES) {
    for (const queueId of [desk.queueId, desk.otherQueueId, null]) {
      for (const userId of [inQueue.id, colleague.id, null]) {
        await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status, queueId, userId });
      }
    }
  }
  const base = { idGraf: desk.idGraf, canSeeAllTickets: false, profile: "user" };
  const viewers: Viewer[] = [
    { ...base, userId: desk.admin.id, profile: "admin", queueIds: [] },
    { ...base, userId: inQueue.id, queueIds: [desk.queueId] },
    { ...base, userId: colleague.id, queueIds: [desk.otherQueueId] },
  ];
  return { desk, inQueue, colleague, viewers };
}

/** Every badge both ways: [kept, counted] per viewer, tab and selection. */
async function badges(viewers: Viewer[], queueChoices: number[][]) {
  const pairs: { case: string; kept: number; counted: number }[] = [];
  for (const viewer of viewers) {
    for (const visibility of ["me", "all"] as const) {
      for (const queueIds of queueChoices) {
        for (const withoutQueue of [false, true]) {
          const filter = {
            visibility,
            queues: queueIds.length || withoutQueue ? { queueIds, withoutQueue } : undefined,
          };
          const kept = await countListedTickets(viewer, filter, TICKET_STATUSES);
          for (const status of TICKET_STATUSES as readonly TicketStatus[]) {
            const counted = await countTicketsWhere(listedTicketSql(viewer, { ...filter, status }));
            pairs.push({
              case: `${viewer.userId} ${status} ${visibility} ${queueIds} ${withoutQueue}`,
              kept: kept[status],
              counted,
            });
          }
        }
      }
    }
  }
  return pairs;
}

async function expectKeptAsCounted(viewers: Viewer[], queueChoices: number[][]) {
  const pairs = await badges(viewers, queueChoices);
  expect(pairs.filter((pair) => pair.kept !== pair.counted)).toEqual([]);
  // Not all zero: the comparison counted something.
  expect(pairs.some((pair) => pair.counted > 0)).toBe(true);
}

it("each badge is the count of its tab, through every change of a ticket, and after folding", async () => {
  const { desk, inQueue, colleague, viewers } = await deskWithTickets();
  const other = await deskWithTickets();
  const queueChoices = [[], [desk.queueId], [desk.otherQueueId], [desk.queueId, desk.otherQueueId]];
  await expectKeptAsCounted(viewers, queueChoices);

  // One at a time: accepted, transferred, closed, reopened to the queue.
  const [pending] = await prisma.ticket.findMany({
    where: { idGraf: desk.idGraf, status: "pending", userId: null },
    take: 1,
  });
  await prisma.ticket.update({ where: { id: pending.id }, data: { status: "open", userId: inQueue.id } });
  await prisma.ticket.update({ where: { id: pending.id }, data: { userId: colleague.id, queueId: desk.otherQueueId } });
  await prisma.ticket.update({ where: { id: pending.id }, data: { status: "closed" } });
  await prisma.ticket.update({
    where: { id: pending.id },
    data: { status: "pending", userId: null, queueId: desk.queueId },
  });
  // A change of anything else counts nothing.
  await prisma.ticket.update({ where: { id: pending.id }, data: { lastMessage: "olá", unreadMessages: 3 } });
  // Many at once, and a new ticket.
  await prisma.ticket.updateMany({ where: { idGraf: desk.idGraf, status: "open" }, data: { status: "closed" } });
  await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "pending", queueId: desk.otherQueueId });
  await expectKeptAsCounted(viewers, queueChoices);

  // Deleted: a ticket, a department (its tickets keep no queue), a user (theirs keep no user).
  const [closed] = await prisma.ticket.findMany({ where: { idGraf: desk.idGraf, status: "closed" }, take: 1 });
  await prisma.ticket.delete({ where: { id: closed.id } });
  await prisma.queue.delete({ where: { id: desk.otherQueueId } });
  await prisma.user.delete({ where: { id: colleague.id } });
  const remaining = viewers.filter((viewer) => viewer.userId !== colleague.id);
  await expectKeptAsCounted(remaining, [[], [desk.queueId]]);

  // A whole tenant gone: its rows sum to nothing, and folding drops them.
  await prisma.tenant.delete({ where: { id: other.desk.idGraf } });
  const rowsOf = async (idGraf: number) =>
    (
      await prisma.$queryRaw<{ n: number }[]>(
        Prisma.sql`SELECT count(*)::int AS n FROM "TicketCount" WHERE "idGraf" = ${idGraf}`,
      )
    )[0].n;
  const before = await rowsOf(desk.idGraf);
  await foldTicketCounts();
  expect(await rowsOf(other.desk.idGraf)).toBe(0);
  const combinations = (
    await prisma.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM (SELECT DISTINCT "status", "userId", "queueId" FROM "Ticket" WHERE "idGraf" = ${desk.idGraf}) c`)
  )[0].n;
  expect(await rowsOf(desk.idGraf)).toBe(combinations);
  expect(before).toBeGreaterThan(combinations);
  await expectKeptAsCounted(remaining, [[], [desk.queueId]]);

  // Folded again, nothing changes.
  await foldTicketCounts();
  expect(await rowsOf(desk.idGraf)).toBe(combinations);
});
