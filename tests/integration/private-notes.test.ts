import { DELETE as deleteMessage, GET as listMessages, POST as postMessage } from "@/app/api/messages/[id]/route";
import { POST as forward } from "@/app/api/messages/forward/route";
import { GET as mentionable } from "@/app/api/tickets/[id]/mentionable/route";
import { GET as listByStatus } from "@/app/api/listTicketsByStatus/[status]/route";
import { GET as search } from "@/app/api/tickets/route";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { enqueue } from "@/lib/jobs/job-queue";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { setSocketServer } from "@/lib/realtime/emitter";
import { queueRoom, seeAllRoom, userRoom } from "@/lib/realtime/rooms";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { recordingIo, type Emitted } from "@/tests/support/recording-io";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeAttendant, makeDesk } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();
type Headers = Record<string, string>;

let desk: Awaited<ReturnType<typeof makeDesk>>;
let colleague: { id: number; headers: Headers };
let outsider: { id: number; headers: Headers };
let simulator: SimulatorSession;
let ticketId: number;
let emitted: Emitted<Record<string, unknown>>[];

beforeEach(async () => {
  desk = await makeDesk();
  colleague = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  outsider = await makeAttendant(desk.idGraf, { queueIds: [desk.otherQueueId] });
  simulator = await pairedSimulator(desk.whatsappId);
  const received = await receiveMessage(
    { id: desk.whatsappId, idGraf: desk.idGraf },
    {
      id: `IN-${Date.now()}`,
      chatId: "5511977776666",
      isGroup: false,
      fromMe: false,
      contact: { number: "5511977776666" },
      kind: "conversation",
      body: "Meu pedido atrasou",
      timestamp: new Date(),
      raw: {},
    },
  );
  ticketId = received!.ticketId;
  // Waiting in the desk's department: its attendants see it, the other department's do not.
  await prisma.ticket.update({ where: { id: ticketId }, data: { queueId: desk.queueId } });
  emitted = [];
  setSocketServer(recordingIo<Record<string, unknown>>((e) => emitted.push(e)));
});

afterAll(() => setSocketServer(undefined));

const note = (headers: Headers, body: Record<string, unknown>) =>
  call(postMessage, { method: "POST", headers, params: { id: String(ticketId) }, body: { isPrivate: true, ...body } });
const messagesAs = (headers: Headers) =>
  call(listMessages, { headers, params: { id: String(ticketId) }, path: `/api/messages/${ticketId}` });

test("a note is stored as the author's, never enqueued nor sent, and leaves the ticket's last message as it was", async () => {
  const before = await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } });
  const stored = await note(desk.admin.headers, { body: "Cliente já ligou duas vezes" });
  expect(stored).toMatchObject({
    status: 201,
    json: { isPrivate: true, fromMe: true, body: "Cliente já ligou duas vezes", user: { id: desk.admin.id } },
  });
  expect(await prisma.job.count({ where: { queue: sendMessageJob.queue } })).toBe(0);
  await drainSends();
  expect(simulator.outbox()).toEqual([]);
  const after = await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } });
  expect(after).toMatchObject({
    lastMessage: before.lastMessage,
    lastMessageTime: before.lastMessageTime,
    updatedAt: before.updatedAt,
  });
});

test("the send job refuses a private message even if one were enqueued", async () => {
  const stored = await note(desk.admin.headers, { body: "Nunca para o contato" });
  await prisma.$transaction((tx) =>
    enqueue(tx, sendMessageJob, { messageId: stored.json.id }, { key: `test:${stored.json.id}` }),
  );
  await drainSends();
  expect(simulator.outbox()).toEqual([]);
  expect(await prisma.message.findUniqueOrThrow({ where: { id: stored.json.id } })).toMatchObject({
    ack: 0,
    sendError: null,
  });
});

test("the department's other attendant reads the note with its author; an attendant of another department gets 404, through REST and the socket", async () => {
  const stored = await note(desk.admin.headers, { body: "Prioridade alta" });
  const seen = await messagesAs(colleague.headers);
  expect(seen.json.messages.find((m: { id: number }) => m.id === stored.json.id)).toMatchObject({
    isPrivate: true,
    user: { id: desk.admin.id },
  });
  expect(await messagesAs(outsider.headers)).toMatchObject({ status: 404, json: { error: "ERR_NO_TICKET_FOUND" } });

  const created = emitted.filter(
    (e) => e.channel === `appMessage-${desk.idGraf}` && (e.payload.message as { id: number }).id === stored.json.id,
  );
  expect(created).toHaveLength(1);
  expect(created[0].rooms.sort()).toEqual([seeAllRoom(desk.idGraf), queueRoom(desk.queueId)].sort());
  expect(created[0].rooms).not.toContain(queueRoom(desk.otherQueueId));
  expect(created[0].payload.message).not.toHaveProperty("dataJson", expect.anything());
});

test("a note may be written on a waiting ticket, and the outsider cannot write one", async () => {
  expect((await note(colleague.headers, { body: "Eu pego este" })).status).toBe(201);
  expect(await note(outsider.headers, { body: "Intruso" })).toMatchObject({
    status: 404,
    json: { error: "ERR_NO_TICKET_FOUND" },
  });
});

test("@ offers those who can see the ticket; a mention of anyone else is refused; the mentioned attendant alone is told", async () => {
  const offered = await call(mentionable, { headers: desk.admin.headers, params: { id: String(ticketId) } });
  const ids = offered.json.users.map((u: { id: number }) => u.id);
  expect(ids).toContain(colleague.id);
  expect(ids).not.toContain(outsider.id);
  expect(ids).not.toContain(desk.admin.id);

  const refused = await note(desk.admin.headers, { body: "@Fora veja", mentionedUserIds: [outsider.id] });
  expect(refused).toMatchObject({
    status: 400,
    json: { error: "ERR_MENTION_NOT_ALLOWED", details: [{ path: "mentionedUserIds" }] },
  });
  expect(await prisma.message.count({ where: { ticketId, isPrivate: true } })).toBe(0);

  const stored = await note(desk.admin.headers, { body: "@Colega pode ver?", mentionedUserIds: [colleague.id] });
  expect(stored.json.mentions).toEqual([{ id: colleague.id, name: expect.any(String) }]);
  const told = emitted.filter((e) => e.channel.startsWith("noteMention-"));
  expect(told).toEqual([
    {
      rooms: [userRoom(colleague.id)],
      except: [],
      channel: `noteMention-${colleague.id}`,
      payload: {
        messageId: stored.json.id,
        ticketId,
        author: { id: desk.admin.id, name: expect.any(String) },
        contactName: expect.any(String),
        body: "@Colega pode ver?",
      },
    },
  ]);
  const free = await call(postMessage, {
    method: "POST",
    headers: desk.admin.headers,
    params: { id: String(ticketId) },
    body: { body: "oi", mentionedUserIds: [colleague.id] },
  });
  expect(free).toMatchObject({
    status: 400,
    json: { details: [{ path: "mentionedUserIds", message: "onlyInNotes" }] },
  });
});

test("on a ticket another holds, @ offers its department's attendants; a mention lets them open it, and it stays out of their lists", async () => {
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: desk.admin.id } });
  expect(await messagesAs(colleague.headers)).toMatchObject({ status: 404 });
  const offered = await call(mentionable, { headers: desk.admin.headers, params: { id: String(ticketId) } });
  const ids = offered.json.users.map((u: { id: number }) => u.id);
  expect(ids).toContain(colleague.id);
  expect(ids).not.toContain(outsider.id);

  const stored = await note(desk.admin.headers, { body: "@Colega me ajuda aqui", mentionedUserIds: [colleague.id] });
  expect(stored.status).toBe(201);
  const seen = await messagesAs(colleague.headers);
  expect(seen.status).toBe(200);
  expect(seen.json.messages.map((m: { id: number }) => m.id)).toContain(stored.json.id);
  expect(await note(colleague.headers, { body: "Já vi, o pedido saiu ontem" })).toMatchObject({ status: 201 });
  expect(await messagesAs(outsider.headers)).toMatchObject({ status: 404 });

  const listed = await call(listByStatus, {
    headers: colleague.headers,
    path: "/api/listTicketsByStatus/open?showAll=true",
    params: { status: "open" },
  });
  expect(listed.status).toBe(200);
  expect(listed.json.tickets.map((t: { id: number }) => t.id)).not.toContain(ticketId);
});

test("a note is found by search, and is never quoted to the contact nor forwarded", async () => {
  const stored = await note(desk.admin.headers, { body: "reembolso aprovado pelo gerente" });
  const found = await call(search, {
    headers: colleague.headers,
    path: "/api/tickets?searchParam=reembolso%20aprovado",
  });
  expect(found.json.messageTickets.map((t: { id: number }) => t.id)).toContain(ticketId);
  const hidden = await call(search, {
    headers: outsider.headers,
    path: "/api/tickets?searchParam=reembolso%20aprovado",
  });
  expect(hidden.json.messageTickets).toEqual([]);

  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: desk.admin.id } });
  const quoted = await call(postMessage, {
    method: "POST",
    headers: desk.admin.headers,
    params: { id: String(ticketId) },
    body: { body: "Sobre isso", quotedMsg: { id: stored.json.id } },
  });
  expect(quoted).toMatchObject({ status: 400, json: { error: "ERR_PRIVATE_NOTE" } });
  const contactId = (await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } })).contactId;
  const forwarded = await call(forward, {
    method: "POST",
    headers: desk.admin.headers,
    body: { messageIds: [stored.json.id], contactIds: [contactId] },
  });
  expect(forwarded).toMatchObject({ status: 400, json: { error: "ERR_PRIVATE_NOTE" } });
  await drainSends();
  expect(simulator.outbox()).toEqual([]);
});

test("a note is deleted only by its author or an admin, never by a colleague who reads it", async () => {
  const second = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const remove = (headers: Headers, id: number) =>
    call(deleteMessage, { method: "DELETE", headers, params: { id: String(id) } });
  const written = async () => (await note(colleague.headers, { body: "Só para a equipe" })).json.id as number;

  const first = await written();
  expect(await remove(second.headers, first)).toMatchObject({ status: 403, json: { error: "ERR_NO_PERMISSION" } });
  expect((await prisma.message.findUniqueOrThrow({ where: { id: first } })).isDeleted).toBe(false);
  expect((await remove(colleague.headers, first)).status).toBeLessThan(300);
  expect((await prisma.message.findUniqueOrThrow({ where: { id: first } })).isDeleted).toBe(true);

  const another = await written();
  expect((await remove(desk.admin.headers, another)).status).toBeLessThan(300);
  expect((await prisma.message.findUniqueOrThrow({ where: { id: another } })).isDeleted).toBe(true);
});
