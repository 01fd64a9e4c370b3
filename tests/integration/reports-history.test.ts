import { POST as sendMessage } from "@/app/api/messages/[id]/route";
import { GET as attendanceReport } from "@/app/api/reports/attendance/route";
import { PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { DELETE as deleteUser } from "@/app/api/users/[id]/route";
import { prisma } from "@/lib/db/client";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { CALL_REPLY } from "@/lib/inbound/reply-to-call";
import { autocommit } from "@/lib/db/sql-transaction";
import { storeOutbound } from "@/lib/messages/store-outbound";
import type { AttendanceReport } from "@/lib/reports/attendance-report-view";
import { closeIdleTickets } from "@/lib/tickets/auto-close-job";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { call, idParam } from "@/tests/support/factories";
import { makeAttendant, makeContact, makeDesk, makeQueue } from "@/tests/support/ticket-factories";

// The history the reports read, as the inbox's own use cases write it: every change of status,
// holder and department is a period, the contact's first message and each holder's answer are
// noted on them, and tickets from before the history get one from their current fields.

let seq = 0;
const inbound = (from: string, body: string): InboundMessage => ({
  id: `HIST-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Joana" },
  kind: "conversation",
  body,
  timestamp: new Date(),
  raw: null,
});

const periodsOf = (ticketId: number) => prisma.ticketPeriod.findMany({ where: { ticketId }, orderBy: { id: "asc" } });

test("accept, answers, transfers, resolve, reopen, auto-close and a deleted attendant, period by period", async () => {
  const desk = await makeDesk();
  const ana = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const bruno = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId, desk.otherQueueId] });
  const connection: ConnectionRef = { id: desk.whatsappId, idGraf: desk.idGraf };
  const from = "5511966661111";
  const received = (await receiveMessage(connection, inbound(from, "Oi, preciso de ajuda")))!;
  const ticket = { id: received.ticketId, params: idParam(received.ticketId) };
  const put = (headers: Record<string, string>, body: object) =>
    call(updateTicket, { method: "PUT", headers, body, params: ticket.params });
  const send = async (headers: Record<string, string>, body: string) =>
    (await call(sendMessage, { method: "POST", headers, body: { body }, params: ticket.params })).json as {
      id: number;
    };
  const timeOf = async (messageId: number) =>
    (await prisma.message.findUniqueOrThrow({ where: { id: messageId } })).createdAt;
  const contactAt = (await prisma.message.findUniqueOrThrow({ where: { id: received.messageId } })).createdAt;

  // An automatic text, then another attendant's message, answer nothing of Ana's; her own does.
  await storeOutbound(
    autocommit(),
    { ...ticket, idGraf: desk.idGraf, whatsappId: desk.whatsappId },
    { body: CALL_REPLY.pt },
  );
  expect((await put(ana.headers, { status: "open", queueId: desk.queueId })).status).toBe(200);
  await send(desk.admin.headers, "Um momento, por favor");
  const answer = await send(ana.headers, "Olá! Como posso ajudar?");
  expect((await put(ana.headers, { status: "open", userId: bruno.id })).status).toBe(200);
  expect((await put(bruno.headers, { status: "pending", queueId: desk.otherQueueId })).status).toBe(200);
  expect((await put(desk.admin.headers, { status: "closed" })).status).toBe(200);

  const first = await periodsOf(ticket.id);
  expect(
    first.map(({ status, userId, queueId, contactAt, answeredAt }) => ({
      status,
      userId,
      queueId,
      contactAt,
      answeredAt,
    })),
  ).toEqual([
    { status: "pending", userId: null, queueId: null, contactAt, answeredAt: null },
    { status: "open", userId: ana.id, queueId: desk.queueId, contactAt, answeredAt: await timeOf(answer.id) },
    { status: "open", userId: bruno.id, queueId: desk.queueId, contactAt, answeredAt: null },
    { status: "pending", userId: null, queueId: desk.otherQueueId, contactAt, answeredAt: null },
    { status: "closed", userId: desk.admin.id, queueId: desk.otherQueueId, contactAt, answeredAt: null },
  ]);
  // One conversation, periods end to end, the last one lasting.
  expect(new Set(first.map((p) => p.openedAt.getTime()))).toEqual(new Set([first[0].startedAt.getTime()]));
  first.slice(1).forEach((period, i) => expect(period.startedAt).toEqual(first[i].endedAt));
  expect(first.at(-1)!.endedAt).toBeNull();

  // The figures recorded from them when Ana answered, as the messages came and at the resolution.
  const events = await prisma.attendanceEvent.findMany({ where: { ticketId: ticket.id } });
  const event = (name: string, scope: string, userId: number | null, queueId: number | null) =>
    events.find((e) => e.name === name && e.scope === scope && e.userId === userId && e.queueId === queueId)?.seconds;
  const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
  const [waiting, anas, brunos, otherWaiting] = first;
  expect(events).toHaveLength(9);
  expect(event("first_answer", "user", ana.id, desk.queueId)).toBe(seconds(anas.startedAt, anas.answeredAt!));
  expect(event("first_answer", "queue", ana.id, desk.queueId)).toBe(seconds(anas.startedAt, anas.answeredAt!));
  expect(event("first_answer", "total", ana.id, desk.queueId)).toBe(seconds(contactAt, anas.answeredAt!));
  // Resolved in the other department by the admin: each holder's and each department's time.
  expect(event("resolution", "user", ana.id, desk.otherQueueId)).toBe(seconds(anas.startedAt, anas.endedAt!));
  expect(event("resolution", "user", bruno.id, desk.otherQueueId)).toBe(seconds(brunos.startedAt, brunos.endedAt!));
  expect(event("resolution", "queue", desk.admin.id, null)).toBe(seconds(waiting.startedAt, waiting.endedAt!));
  expect(event("resolution", "queue", desk.admin.id, desk.queueId)).toBe(seconds(anas.startedAt, brunos.endedAt!));
  expect(event("resolution", "queue", desk.admin.id, desk.otherQueueId)).toBe(
    seconds(otherWaiting.startedAt, otherWaiting.endedAt!),
  );
  expect(event("resolution", "total", desk.admin.id, desk.otherQueueId)).toBe(
    seconds(waiting.openedAt, first.at(-1)!.startedAt),
  );
  const sent = await prisma.sentMessageHour.findMany({ where: { ticketId: ticket.id } });
  expect(
    sent.map(({ userId, queueId, count }) => ({ userId, queueId, count })).sort((a, b) => a.userId - b.userId),
  ).toEqual(
    [
      { userId: desk.admin.id, queueId: desk.queueId, count: 1 },
      { userId: ana.id, queueId: desk.queueId, count: 1 },
    ].sort((a, b) => a.userId - b.userId),
  );

  // The contact writes again: the ticket reopens into a new conversation, which Bruno takes and
  // the auto-close ends; deleting Bruno then leaves the closed ticket's history alone.
  const again = (await receiveMessage(connection, inbound(from, "Mais uma dúvida")))!;
  expect(again).toMatchObject({ ticketId: ticket.id, reopened: true });
  expect((await put(bruno.headers, { status: "open" })).status).toBe(200);
  await prisma.ticket.update({
    where: { id: ticket.id },
    data: { lastMessageTime: new Date(Date.now() - 25 * 3600_000) },
  });
  expect((await closeIdleTickets(24)).map((t) => t.id)).toContain(ticket.id);
  expect(
    (await call(deleteUser, { method: "DELETE", headers: desk.admin.headers, params: idParam(bruno.id) })).status,
  ).toBeLessThan(300);

  const all = await periodsOf(ticket.id);
  const second = all.slice(first.length);
  const reopenedAt = (await prisma.message.findUniqueOrThrow({ where: { id: again.messageId } })).createdAt;
  expect(second.map(({ status, userId, queueId, contactAt }) => ({ status, userId, queueId, contactAt }))).toEqual([
    { status: "pending", userId: null, queueId: desk.otherQueueId, contactAt: reopenedAt },
    // Bruno's user is gone: his periods keep their place without him.
    { status: "open", userId: null, queueId: desk.otherQueueId, contactAt: reopenedAt },
    { status: "closed", userId: null, queueId: desk.otherQueueId, contactAt: reopenedAt },
  ]);
  expect(new Set(second.map((p) => p.openedAt.getTime()))).toEqual(new Set([second[0].startedAt.getTime()]));
  expect(second[0].openedAt.getTime()).toBeGreaterThan(first[0].openedAt.getTime());
  expect(all[first.length - 1].endedAt).toEqual(second[0].startedAt);
});

test("an attendant's open tickets go back to waiting when the attendant is deleted", async () => {
  const desk = await makeDesk();
  const ana = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const contact = await makeContact(desk.idGraf);
  const ticket = await prisma.ticket.create({
    data: {
      idGraf: desk.idGraf,
      contactId: contact.id,
      whatsappId: desk.whatsappId,
      status: "open",
      userId: ana.id,
      queueId: desk.queueId,
    },
  });
  await call(deleteUser, { method: "DELETE", headers: desk.admin.headers, params: idParam(ana.id) });
  expect(
    (await periodsOf(ticket.id)).map(({ status, userId, endedAt }) => ({ status, userId, ended: !!endedAt })),
  ).toEqual([
    { status: "open", userId: null, ended: true },
    { status: "pending", userId: null, ended: false },
  ]);
});

test("tickets from before the history get one from their current fields, and the report reads it", async () => {
  process.env.APP_TIMEZONE = "America/Sao_Paulo";
  const desk = await makeDesk();
  const ana = await makeAttendant(desk.idGraf);
  const bruno = await makeAttendant(desk.idGraf);
  const vendas = (await makeQueue(desk.idGraf, "Vendas")).id;
  const at = (time: string) => new Date(`2026-04-01T${time}Z`);
  const legacy = async (
    status: string,
    userId: number | null,
    created: string,
    closed: string | null,
    messages: [string, number | null][],
  ) => {
    const contact = await makeContact(desk.idGraf);
    const ticket = await prisma.ticket.create({
      data: {
        idGraf: desk.idGraf,
        contactId: contact.id,
        whatsappId: desk.whatsappId,
        status,
        userId,
        queueId: vendas,
        createdAt: at(created),
        closedAt: closed ? at(closed) : null,
      },
    });
    await prisma.ticketPeriod.deleteMany({ where: { ticketId: ticket.id } });
    for (const [time, author] of messages) {
      await prisma.message.create({
        data: {
          idGraf: desk.idGraf,
          ticketId: ticket.id,
          whatsappId: desk.whatsappId,
          body: "…",
          fromMe: author !== null,
          userId: author,
          createdAt: at(time),
        },
      });
    }
    return ticket.id;
  };
  // Resolved by Ana; Bruno wrote first: the whole life is Ana's, the first answer the team's.
  const resolved = await legacy("closed", ana.id, "12:00", "12:40", [
    ["12:01", null],
    ["12:06", bruno.id],
    ["12:10", ana.id],
  ]);
  const waiting = await legacy("pending", null, "13:00", null, [["13:00", null]]);

  expect((await prisma.$queryRaw<{ filled: number }[]>`SELECT derive_ticket_periods() AS filled`)[0].filled).toBe(2);
  expect((await prisma.$queryRaw<{ filled: number }[]>`SELECT derive_ticket_periods() AS filled`)[0].filled).toBe(0);
  await prisma.$queryRaw`SELECT record_ticket_figures(ARRAY[${resolved}, ${waiting}]::int[])`;
  const shape = async (id: number) =>
    (await periodsOf(id)).map(({ openedAt, status, userId, startedAt, endedAt, contactAt, answeredAt }) => ({
      openedAt,
      status,
      userId,
      startedAt,
      endedAt,
      contactAt,
      answeredAt,
    }));
  expect(await shape(resolved)).toEqual([
    {
      openedAt: at("12:00"),
      status: "open",
      userId: ana.id,
      startedAt: at("12:00"),
      endedAt: at("12:40"),
      contactAt: at("12:01"),
      answeredAt: at("12:06"),
    },
    {
      openedAt: at("12:00"),
      status: "closed",
      userId: ana.id,
      startedAt: at("12:40"),
      endedAt: null,
      contactAt: at("12:01"),
      answeredAt: null,
    },
  ]);
  expect(await shape(waiting)).toEqual([
    {
      openedAt: at("13:00"),
      status: "pending",
      userId: null,
      startedAt: at("13:00"),
      endedAt: null,
      contactAt: at("13:00"),
      answeredAt: null,
    },
  ]);

  const res = await call(attendanceReport, {
    path: "/api/reports/attendance?from=2026-04-01&to=2026-04-01",
    headers: desk.admin.headers,
  });
  const report = res.json as AttendanceReport;
  expect(report.attendants.find((a) => a.userId === ana.id)).toMatchObject({
    ticketsResolved: 1,
    firstAnswerMedian: 300,
    resolutionMedian: 2400,
    messagesSent: 1,
  });
  expect(report.attendants.find((a) => a.userId === bruno.id)).toMatchObject({
    ticketsResolved: 0,
    firstAnswerMedian: null,
    messagesSent: 1,
  });
  expect(report.departments.find((d) => d.queueId === vendas)).toMatchObject({
    ticketsResolved: 1,
    firstAnswerMedian: 300,
    openAtEnd: 1,
  });
});

// Private notes (messages an attendant writes for colleagues) are no answer and no message sent.
test("a private note is no answer and no message sent; the reply after it is", async () => {
  const desk = await makeDesk();
  const ana = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const connection: ConnectionRef = { id: desk.whatsappId, idGraf: desk.idGraf };
  const received = (await receiveMessage(connection, inbound("5511966662222", "Meu pedido não chegou")))!;
  const params = idParam(received.ticketId);
  const send = async (body: object) =>
    (await call(sendMessage, { method: "POST", headers: ana.headers, body, params })).json as { id: number };
  expect(
    (
      await call(updateTicket, {
        method: "PUT",
        headers: ana.headers,
        body: { status: "open", queueId: desk.queueId },
        params,
      })
    ).status,
  ).toBe(200);
  await send({ body: "Cliente já reclamou antes, ver pedido 123", isPrivate: true });
  expect((await periodsOf(received.ticketId)).at(-1)!.answeredAt).toBeNull();
  const answer = await send({ body: "Olá! Vou verificar seu pedido." });
  const answeredAt = (await prisma.message.findUniqueOrThrow({ where: { id: answer.id } })).createdAt;
  expect((await periodsOf(received.ticketId)).at(-1)!.answeredAt).toEqual(answeredAt);
  const sent = await prisma.sentMessageHour.aggregate({
    where: { ticketId: received.ticketId, userId: ana.id },
    _sum: { count: true },
  });
  expect(sent._sum.count).toBe(1);
});

// Past the first answer of a period, an attendant's message only adds one to its hour's count
// (ticket_period_attendant_message); what is kept so must be what the figures rebuilt from all of
// the ticket's periods and messages say.
test("messages counted one by one as they are sent add up to the figures rebuilt from the whole ticket", async () => {
  const desk = await makeDesk();
  const ana = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const bruno = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId, desk.otherQueueId] });
  const received = (await receiveMessage(
    { id: desk.whatsappId, idGraf: desk.idGraf },
    inbound("5511966662222", "Bom dia"),
  ))!;
  const params = idParam(received.ticketId);
  const put = (headers: Record<string, string>, body: object) =>
    call(updateTicket, { method: "PUT", headers, body, params });
  const send = async (headers: Record<string, string>, body: string) =>
    expect((await call(sendMessage, { method: "POST", headers, body: { body }, params })).status).toBe(201);
  expect((await put(ana.headers, { status: "open", queueId: desk.queueId })).status).toBe(200);
  for (const body of ["Olá", "Um instante", "Verificando"]) await send(ana.headers, body);
  await send(desk.admin.headers, "Supervisão aqui");
  expect((await put(ana.headers, { status: "open", userId: bruno.id, queueId: desk.otherQueueId })).status).toBe(200);
  for (const body of ["Assumi", "Resolvido?"]) await send(bruno.headers, body);
  await send(desk.admin.headers, "Obrigado");

  const figures = async () => ({
    sent: (await prisma.sentMessageHour.findMany({ where: { ticketId: received.ticketId } }))
      .map(({ hour, userId, queueId, count }) => ({ hour, userId, queueId, count }))
      .sort((a, b) => a.userId - b.userId || (a.queueId ?? 0) - (b.queueId ?? 0)),
    events: (await prisma.attendanceEvent.findMany({ where: { ticketId: received.ticketId } }))
      .map(({ name, scope, userId, queueId, seconds }) => ({ name, scope, userId, queueId, seconds }))
      .sort((a, b) =>
        `${a.name}${a.scope}${a.userId}${a.queueId}`.localeCompare(`${b.name}${b.scope}${b.userId}${b.queueId}`),
      ),
  });
  const kept = await figures();
  expect(kept.sent.map(({ userId, queueId, count }) => ({ userId, queueId, count }))).toEqual(
    [
      { userId: desk.admin.id, queueId: desk.queueId, count: 1 },
      { userId: desk.admin.id, queueId: desk.otherQueueId, count: 1 },
      { userId: ana.id, queueId: desk.queueId, count: 3 },
      { userId: bruno.id, queueId: desk.otherQueueId, count: 2 },
    ].sort((a, b) => a.userId - b.userId || a.queueId - b.queueId),
  );
  await prisma.$queryRaw`SELECT record_ticket_figures(ARRAY[${received.ticketId}]::int[])`;
  expect(await figures()).toEqual(kept);
});
