import { signAccessToken } from "@/lib/auth/access-token";
import { PRESENCE_WINDOW_SECONDS } from "@/lib/auth/presence-rule";
import { PUT as putPresence } from "@/app/api/users/me/presence/route";
import { PUT as putTicket } from "@/app/api/tickets/[id]/route";
import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import { takeInMessages } from "@/lib/inbound/take-in-messages";
import { JobRunner } from "@/lib/jobs/job-runner";
import { assignNextTicket } from "@/lib/tickets/assign-next-ticket";
import { assignTicketsJob } from "@/lib/tickets/assign-tickets-job";
import { renewSockets } from "@/lib/users/presence";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { trackPresence } from "@/server/presence";
import { call } from "@/tests/support/factories";
import { socketServerForTests } from "@/tests/support/socket-clients";
import { makeAttendant, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// A round-robin department hands a ticket that enters it to its online attendant with the fewest
// open tickets under their limit; with nobody free it waits, and goes out when someone can take it.

const server = socketServerForTests();
const presence = trackPresence(server.io);
afterAll(async () => {
  await presence.stop();
  await server.close();
});

const runAssignments = () => new JobRunner([assignTicketsJob]).drain();

/** A desk whose connection serves one round-robin department, so new conversations start in it. */
async function roundRobinDesk() {
  const desk = await makeDesk();
  await prisma.queue.update({ where: { id: desk.queueId }, data: { assignment: "round_robin" } });
  await prisma.whatsappQueue.create({ data: { whatsappId: desk.whatsappId, queueId: desk.queueId } });
  return desk;
}

async function attendant(desk: { idGraf: number; queueId: number }, maxOpenTickets: number | null) {
  const user = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  await prisma.user.update({ where: { id: user.id }, data: { maxOpenTickets } });
  return user;
}

/** Connects a socket of the user and waits until their presence is recorded. */
async function connect(user: { id: number }) {
  await server.connectWith(await signAccessToken({ userId: user.id, tokenVersion: 0 }));
  for (let i = 0; i < 100 && !(await prisma.userSocket.count({ where: { userId: user.id } })); i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

let seq = 0;
const inbound = (from: string): InboundMessage => ({
  id: `RR-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Rita" },
  kind: "conversation",
  body: "Olá",
  timestamp: new Date(),
  raw: {},
});

test("a new conversation lands open with the online attendant under their limit, not with the one at it", async () => {
  const desk = await roundRobinDesk();
  const ana = await attendant(desk, 1);
  const bob = await attendant(desk, null);
  // Ana has fewer open tickets, but is at her limit; Bob has more and no limit.
  for (const [user, n] of [
    [ana, 1],
    [bob, 2],
  ] as const)
    for (let i = 0; i < n; i++)
      await makeTicket(desk.idGraf, {
        whatsappId: desk.whatsappId,
        status: "open",
        userId: user.id,
        queueId: desk.queueId,
      });
  await connect(ana);
  await connect(bob);

  await takeInMessages({ id: desk.whatsappId, idGraf: desk.idGraf }, [inbound("5511900000001")]);
  await runAssignments();

  const ticket = await prisma.ticket.findFirstOrThrow({
    where: { idGraf: desk.idGraf, contact: { number: "5511900000001" } },
  });
  expect(ticket).toMatchObject({ status: "open", userId: bob.id, queueId: desk.queueId });
});

test("two assignments at once in two transactions never pass a limit: one ticket opens, the other waits", async () => {
  const desk = await roundRobinDesk();
  const ana = await attendant(desk, 1);
  await connect(ana);
  const waiting = await Promise.all(
    [1, 2].map(() =>
      makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "pending", queueId: desk.queueId }),
    ),
  );

  const events = await Promise.all(
    [1, 2].map(() => sqlTransaction((tx) => assignNextTicket(tx, desk.idGraf, desk.queueId))),
  );

  expect(events.filter(Boolean)).toHaveLength(1);
  const after = await prisma.ticket.findMany({
    where: { id: { in: waiting.map((t) => t.id) } },
    orderBy: { id: "asc" },
  });
  expect(after.map((t) => [t.status, t.userId])).toEqual([
    ["open", ana.id],
    ["pending", null],
  ]);
});

test("with nobody free the ticket waits, and goes out when the attendant resolves one or comes back from away", async () => {
  const desk = await roundRobinDesk();
  const ana = await attendant(desk, 1);
  await connect(ana);
  const held = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    status: "open",
    userId: ana.id,
    queueId: desk.queueId,
  });
  await call(putPresence, { method: "PUT", headers: ana.headers, body: { status: "away" } });

  await takeInMessages({ id: desk.whatsappId, idGraf: desk.idGraf }, [inbound("5511900000002")]);
  await runAssignments();
  const waiting = await prisma.ticket.findFirstOrThrow({
    where: { idGraf: desk.idGraf, contact: { number: "5511900000002" } },
  });
  expect(waiting).toMatchObject({ status: "pending", userId: null });

  // Back online but still at her limit: it keeps waiting.
  expect((await call(putPresence, { method: "PUT", headers: ana.headers, body: { status: "online" } })).json).toEqual({
    presence: "online",
  });
  await runAssignments();
  expect(await prisma.ticket.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: "pending" });

  // Resolving her ticket brings her under the limit: the waiting one is hers.
  const resolved = await call(putTicket, {
    method: "PUT",
    headers: ana.headers,
    body: { status: "closed" },
    params: { id: String(held.id) },
  });
  expect(resolved.status).toBe(200);
  await runAssignments();
  expect(await prisma.ticket.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
    status: "open",
    userId: ana.id,
  });
});

test("a transfer to a round-robin department without an attendant hands the ticket out there", async () => {
  const desk = await makeDesk();
  await prisma.queue.update({ where: { id: desk.otherQueueId }, data: { assignment: "round_robin" } });
  const bob = await makeAttendant(desk.idGraf, { queueIds: [desk.otherQueueId] });
  await connect(bob);
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    status: "pending",
    queueId: desk.queueId,
  });

  const moved = await call(putTicket, {
    method: "PUT",
    headers: desk.admin.headers,
    body: { status: "pending", userId: null, queueId: desk.otherQueueId },
    params: { id: String(ticket.id) },
  });
  expect(moved.status).toBe(200);
  await runAssignments();

  expect(await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({
    status: "open",
    userId: bob.id,
    queueId: desk.otherQueueId,
  });
});

test("the sockets a dead process left stop counting after the presence window and are cleaned by a live one", async () => {
  const desk = await roundRobinDesk();
  const ana = await attendant(desk, null);
  const stale = new Date(Date.now() - (PRESENCE_WINDOW_SECONDS + 5) * 1000);
  await prisma.userSocket.create({
    data: { socketId: `dead-${ana.id}`, userId: ana.id, idGraf: desk.idGraf, processId: "dead", seenAt: stale },
  });
  await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "pending", queueId: desk.queueId });

  expect(await sqlTransaction((tx) => assignNextTicket(tx, desk.idGraf, desk.queueId))).toBeNull();
  await renewSockets("live");
  expect(await prisma.userSocket.count({ where: { userId: ana.id } })).toBe(0);
});
