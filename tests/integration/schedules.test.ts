import { GET as listRoute, POST as createRoute } from "@/app/api/schedules/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/schedules/[id]/route";
import { prisma } from "@/lib/db/client";
import { JobRunner } from "@/lib/jobs/job-runner";
import { sendScheduleJob } from "@/lib/schedules/send-schedule-job";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainDue } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;
let contact: Awaited<ReturnType<typeof makeContact>>;

const create = (body: Record<string, unknown>) =>
  call(createRoute, { method: "POST", headers: desk.admin.headers, body });
const update = (id: number, body: Record<string, unknown>) =>
  call(updateRoute, { method: "PUT", headers: desk.admin.headers, params: { id: String(id) }, body });
const read = async (id: number) =>
  (await call(getRoute, { headers: desk.admin.headers, params: { id: String(id) } })).json;
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sentTo = (number: string) => simulator.outbox().filter((item) => item.to === number);

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
  contact = await makeContact(desk.idGraf, { name: "Joana Prado" });
});

test("a due schedule is sent once through a new ticket of the contact and shows as sent", async () => {
  const res = await create({
    body: "Lembrete: sua consulta é amanhã",
    contactId: contact.id,
    sendAt: secondsFromNow(-1),
    timezone: "America/Sao_Paulo",
  });
  expect(res.status).toBe(201);
  expect(res.json).toMatchObject({
    status: "PENDENTE",
    sentAt: null,
    userId: desk.admin.id,
    contact: { name: "Joana Prado" },
  });

  await drainDue();
  await drainDue();
  expect(sentTo(contact.number).map((item) => item.body)).toEqual(["Lembrete: sua consulta é amanhã"]);
  const schedule = await read(res.json.id);
  expect(schedule.status).toBe("ENVIADA");
  expect(new Date(schedule.sentAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
  const ticket = await prisma.ticket.findUniqueOrThrow({
    where: { id: schedule.ticketId },
    include: { messages: true },
  });
  expect(ticket).toMatchObject({
    contactId: contact.id,
    whatsappId: desk.whatsappId,
    lastMessage: "Lembrete: sua consulta é amanhã",
  });
  expect(ticket.messages.map((m) => ({ body: m.body, fromMe: m.fromMe, ack: m.ack }))).toEqual([
    { body: "Lembrete: sua consulta é amanhã", fromMe: true, ack: 1 },
  ]);
});

test("the contact's ticket in progress is reused", async () => {
  const open = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
  });
  const { json } = await create({ body: "Seguimos combinados?", contactId: contact.id, sendAt: secondsFromNow(-1) });
  await drainDue();
  expect((await read(json.id)).ticketId).toBe(open.id);
  expect(await prisma.ticket.count({ where: { contactId: contact.id } })).toBe(1);
  expect(sentTo(contact.number)).toHaveLength(1);
});

test("a schedule not yet due waits", async () => {
  const { json } = await create({ body: "Daqui a uma hora", contactId: contact.id, sendAt: secondsFromNow(3600) });
  await drainDue();
  expect(sentTo(contact.number)).toEqual([]);
  expect((await read(json.id)).status).toBe("PENDENTE");
});

test("a schedule whose message WhatsApp took before its send was recorded shows as sent, sent once", async () => {
  const { json } = await create({ body: "Já chegou", contactId: contact.id, sendAt: secondsFromNow(-1) });
  await new JobRunner([sendScheduleJob]).drain();
  const { messageId } = await prisma.schedule.findUniqueOrThrow({ where: { id: json.id } });
  // The provider's ack of an earlier attempt, whose process stopped before it recorded the send.
  await prisma.message.update({ where: { id: messageId! }, data: { ack: 2 } });
  await drainDue();
  expect(sentTo(contact.number)).toEqual([]);
  expect((await read(json.id)).status).toBe("ENVIADA");
});

test("a send that keeps failing leaves the schedule in ERRO with the reason as a code of the catalogue", async () => {
  simulator.failNextSends(100);
  const { json } = await create({ body: "Esta não vai chegar", contactId: contact.id, sendAt: secondsFromNow(-1) });
  await drainDue();
  simulator.failNextSends(0);
  const schedule = await read(json.id);
  expect(schedule).toMatchObject({
    status: "ERRO",
    sentAt: null,
    error: "ERR_SENDING_WAPP_MSG",
  });
  expect(sentTo(contact.number)).toEqual([]);
});

test("editing a due schedule before its send wins: the old time sends nothing, the new one sends once", async () => {
  const { json } = await create({ body: "Primeira versão", contactId: contact.id, sendAt: secondsFromNow(-1) });
  expect((await update(json.id, { sendAt: secondsFromNow(3600) })).status).toBe(200);
  await drainDue();
  expect(sentTo(contact.number)).toEqual([]);

  expect((await update(json.id, { body: "Versão final", sendAt: secondsFromNow(-1) })).status).toBe(200);
  await drainDue();
  expect(sentTo(contact.number).map((item) => item.body)).toEqual(["Versão final"]);
  // Once sent, it is history: no edit changes it.
  const late = await update(json.id, { body: "Tarde demais" });
  expect(late).toMatchObject({ status: 409, json: { error: "ERR_SCHEDULE_ALREADY_SENT" } });
});

test("deleting a due schedule before its send wins", async () => {
  const { json } = await create({ body: "Nunca enviada", contactId: contact.id, sendAt: secondsFromNow(-1) });
  expect(
    (await call(deleteRoute, { method: "DELETE", headers: desk.admin.headers, params: { id: String(json.id) } }))
      .status,
  ).toBe(200);
  await drainDue();
  expect(sentTo(contact.number)).toEqual([]);
  expect(await prisma.message.count({ where: { idGraf: desk.idGraf } })).toBe(0);
});

test("made from a ticket, the schedule takes the ticket's contact and connection", async () => {
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
  });
  const res = await create({ body: "Do ticket", ticketId: ticket.id, sendAt: secondsFromNow(60) });
  expect(res.status).toBe(201);
  expect(res.json).toMatchObject({ contactId: contact.id, ticketId: ticket.id });
});

test("bad input is a 400 with the rule's key, another tenant's contact a 404", async () => {
  const short = await create({ body: "oi", contactId: contact.id, sendAt: secondsFromNow(60) });
  expect(short.status).toBe(400);
  expect(short.json.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: "body", message: "bodyTooShort" })]),
  );
  const noContact = await create({ body: "Sem contato", sendAt: secondsFromNow(60) });
  expect(noContact.json.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: "contactId", message: "contactRequired" })]),
  );
  expect((await create({ body: "Sem data", contactId: contact.id })).status).toBe(400);
  const past = await create({ body: "Ontem à tarde", contactId: contact.id, sendAt: secondsFromNow(-2 * 3600) });
  expect(past).toMatchObject({ status: 400, json: { error: "ERR_BAD_REQUEST" } });
  expect(past.json.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: "sendAt", message: "sendAtPast" })]),
  );
  expect(await prisma.schedule.count({ where: { body: "Ontem à tarde" } })).toBe(0);
  const later = await create({ body: "Amanhã cedo", contactId: contact.id, sendAt: secondsFromNow(3600) });
  expect((await update(later.json.id, { sendAt: secondsFromNow(-2 * 3600) })).status).toBe(400);
  const stranger = await makeContact((await makeDesk()).idGraf);
  expect((await create({ body: "De outro", contactId: stranger.id, sendAt: secondsFromNow(60) })).json.error).toBe(
    "ERR_NO_CONTACT_FOUND",
  );
});

test("the list searches text and contact names without accents and pages", async () => {
  await create({ body: "Confirmação de horário", contactId: contact.id, sendAt: secondsFromNow(60) });
  await create({
    body: "Outro assunto",
    contactId: (await makeContact(desk.idGraf, { name: "Pedro" })).id,
    sendAt: secondsFromNow(120),
  });
  const list = (searchParam: string) =>
    call(listRoute, {
      headers: desk.admin.headers,
      path: `/api/schedules?searchParam=${encodeURIComponent(searchParam)}`,
    });
  expect((await list("confirmacao")).json.schedules.map((s: { body: string }) => s.body)).toEqual([
    "Confirmação de horário",
  ]);
  expect((await list("JOANA")).json.schedules).toHaveLength(1);
  const all = (await list("")).json;
  expect(all).toMatchObject({ hasMore: false });
  expect(all.schedules.map((s: { body: string }) => s.body)).toEqual(["Outro assunto", "Confirmação de horário"]);
});
