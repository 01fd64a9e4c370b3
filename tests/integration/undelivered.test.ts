import { GET as listBulkRoute, POST as bulkRoute } from "@/app/api/bulkMessage/route";
import { POST as saveSettingsRoute } from "@/app/api/settingsMessage/route";
import { POST as resendRoute } from "@/app/api/undelivered/resend/route";
import { GET as listRoute } from "@/app/api/undelivered/route";
import { bulkGroup } from "@/lib/bulk/bulk-queue";
import { bulkSendJob, MAX_ROW_ATTEMPTS } from "@/lib/bulk/bulk-send-job";
import { prisma } from "@/lib/db/client";
import { runGroupNow } from "@/lib/jobs/job-queue";
import { UNDELIVERED_PAGE_SIZE } from "@/lib/undelivered/list-undelivered";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainDue } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeAttendant, makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;

type Row = { kind: string; id: number; reason: string; ticketId: number | null; body: string };
type Page = { rows: Row[]; nextCursor: string | null; count: number };

const list = async (headers: Record<string, string>, cursor?: string) => {
  const res = await call(listRoute, { headers, path: `/api/undelivered${cursor ? `?cursor=${cursor}` : ""}` });
  expect(res.status).toBe(200);
  return res.json as Page;
};
const sendAgain = (headers: Record<string, string>, rows: { kind: string; id: number }[]) =>
  call(resendRoute, { method: "POST", headers, body: { rows } });
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
});

/** A message of ours in the ticket whose send failed for good `secondsAgo`. */
const failedMessage = (ticket: { id: number }, body: string, secondsAgo: number) =>
  prisma.message.create({
    data: {
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      whatsappId: desk.whatsappId,
      body,
      fromMe: true,
      sendError: "ERR_WAPP_NOT_INITIALIZED",
      failedAt: ago(secondsAgo),
    },
  });

test("a bulk row that failed for good is listed with its code, and 'send again' delivers it once", async () => {
  const phone = "5511955551234";
  const settings = { whatsappId: desk.whatsappId, limit: 100, minutes: 0, seconds: 0 };
  await call(saveSettingsRoute, { method: "POST", headers: desk.admin.headers, body: settings });
  simulator.failNextSends(MAX_ROW_ATTEMPTS);
  const created = await call(bulkRoute, {
    method: "POST",
    headers: desk.admin.headers,
    body: [{ phone, message: "Promoção de sábado", whatsappId: desk.whatsappId }],
  });
  expect(created.status).toBe(201);
  // Each attempt's retry waits seconds: the pacer runs again at once instead.
  for (let attempt = 0; attempt < MAX_ROW_ATTEMPTS; attempt++) {
    await runGroupNow(bulkSendJob, bulkGroup(desk.whatsappId));
    await drainDue();
  }
  const batchId = created.json.batches[0].id as number;
  const batch = async () =>
    ((await call(listBulkRoute, { headers: desk.admin.headers })).json.batches as { id: number }[]).find(
      (one) => one.id === batchId,
    );
  expect(await batch()).toMatchObject({ status: "done", sent: 0, failed: 1 });

  const failed = await list(desk.admin.headers);
  expect(failed).toMatchObject({
    count: 1,
    nextCursor: null,
    rows: [
      {
        kind: "bulk",
        reason: "ERR_SENDING_WAPP_MSG",
        contact: { id: null, name: null, number: phone },
        ticketId: null,
        body: "Promoção de sábado",
      },
    ],
  });
  const row = { kind: "bulk", id: failed.rows[0].id };

  // Two clicks before the pacer runs, and one after: the phone gets the message once.
  expect((await sendAgain(desk.admin.headers, [row])).json).toEqual({ resent: 1, missing: [] });
  expect((await sendAgain(desk.admin.headers, [row])).json).toEqual({ resent: 0, missing: [] });
  await drainDue();
  expect((await sendAgain(desk.admin.headers, [row])).json).toEqual({ resent: 0, missing: [] });
  await drainDue();
  expect(simulator.outbox().filter((sent) => sent.to === phone)).toHaveLength(1);
  expect(await list(desk.admin.headers)).toEqual({ rows: [], nextCursor: null, count: 0 });
  expect(await batch()).toMatchObject({ status: "done", sent: 1, failed: 0 });
});

test("a schedule whose hand-over failed is listed with its code and sent once when sent again", async () => {
  const contact = await makeContact(desk.idGraf, { name: "Joana Prado" });
  const schedule = await prisma.schedule.create({
    data: {
      idGraf: desk.idGraf,
      contactId: contact.id,
      body: "Lembrete da consulta",
      sendAt: ago(60),
      status: "ERRO",
      error: "ERR_NO_DEF_WAPP_FOUND",
      failedAt: ago(30),
    },
  });
  expect((await list(desk.admin.headers)).rows).toEqual([
    expect.objectContaining({
      kind: "schedule",
      id: schedule.id,
      reason: "ERR_NO_DEF_WAPP_FOUND",
      contact: { id: contact.id, name: "Joana Prado", number: contact.number },
    }),
  ]);
  const row = { kind: "schedule", id: schedule.id };
  expect((await sendAgain(desk.admin.headers, [row, row])).json).toEqual({ resent: 1, missing: [] });
  await drainDue();
  expect(await prisma.schedule.findUniqueOrThrow({ where: { id: schedule.id } })).toMatchObject({
    status: "ENVIADA",
    error: null,
  });
  expect(simulator.outbox().filter((sent) => sent.to === contact.number)).toHaveLength(1);
  expect((await list(desk.admin.headers)).count).toBe(0);
});

test("an attendant lists and sends again only what failed in tickets they can see; admins see the whole tenant", async () => {
  const attendant = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const theirs = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "open", userId: attendant.id });
  const others = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "open", userId: desk.admin.id });
  const own = await failedMessage(theirs, "Do atendente", 40);
  const notTheirs = await failedMessage(others, "Do administrador", 30);
  const contact = await makeContact(desk.idGraf);
  const schedule = await prisma.schedule.create({
    data: {
      idGraf: desk.idGraf,
      contactId: contact.id,
      body: "Sem conversa",
      sendAt: ago(60),
      status: "ERRO",
      error: "ERR_SENDING_WAPP_MSG",
      failedAt: ago(20),
    },
  });
  const batch = await prisma.bulkMessageBatch.create({
    data: {
      idGraf: desk.idGraf,
      whatsappId: desk.whatsappId,
      total: 1,
      failed: 1,
      status: "done",
      items: {
        create: {
          whatsappId: desk.whatsappId,
          phone: contact.number,
          message: "Em massa",
          status: "failed",
          error: "ERR_SENDING_WAPP_MSG",
          failedAt: ago(10),
        },
      },
    },
    include: { items: true },
  });

  const all = await list(desk.admin.headers);
  expect(all.count).toBe(4);
  expect(all.rows.map(({ kind, id }) => ({ kind, id }))).toEqual([
    { kind: "bulk", id: batch.items[0].id },
    { kind: "schedule", id: schedule.id },
    { kind: "message", id: notTheirs.id },
    { kind: "message", id: own.id },
  ]);
  expect(all.rows[0]).toMatchObject({ contact: { id: contact.id, number: contact.number } });

  const seen = await list(attendant.headers);
  expect(seen).toMatchObject({ count: 1, rows: [{ kind: "message", id: own.id, ticketId: theirs.id }] });
  for (const hidden of [
    { kind: "message", id: notTheirs.id },
    { kind: "schedule", id: schedule.id },
    { kind: "bulk", id: batch.items[0].id },
  ]) {
    const refused = await sendAgain(attendant.headers, [hidden]);
    expect(refused).toMatchObject({ status: 404, json: { error: "ERR_NOT_FOUND" } });
  }
  expect(await prisma.message.findUniqueOrThrow({ where: { id: notTheirs.id } })).toMatchObject({
    sendError: "ERR_WAPP_NOT_INITIALIZED",
  });
  // Another tenant's admin finds none of these rows.
  const stranger = await makeDesk();
  const foreign = await sendAgain(stranger.admin.headers, [
    { kind: "message", id: own.id },
    { kind: "schedule", id: schedule.id },
    { kind: "bulk", id: batch.items[0].id },
  ]);
  expect(foreign).toMatchObject({ status: 404, json: { error: "ERR_NOT_FOUND" } });
  expect((await list(stranger.admin.headers)).count).toBe(0);
  // A selection mixing a row they see with one they do not sends theirs and names the other.
  const mixed = await sendAgain(attendant.headers, [
    { kind: "message", id: own.id },
    { kind: "message", id: notTheirs.id },
  ]);
  expect(mixed).toMatchObject({
    status: 200,
    json: { resent: 1, missing: [{ kind: "message", id: notTheirs.id }] },
  });
  expect((await list(attendant.headers)).count).toBe(0);
});

test("pages follow one another by cursor, newest failure first, without gaps or repeats; a forged cursor is bad input", async () => {
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "open", userId: desk.admin.id });
  const made = [];
  for (let k = 0; k < UNDELIVERED_PAGE_SIZE + 3; k++) made.push(await failedMessage(ticket, `Falha ${k}`, 100 - k));
  const first = await list(desk.admin.headers);
  expect(first.rows).toHaveLength(UNDELIVERED_PAGE_SIZE);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await list(desk.admin.headers, first.nextCursor!);
  expect(second).toMatchObject({ nextCursor: null, count: UNDELIVERED_PAGE_SIZE + 3 });
  expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(made.map((message) => message.id).reverse());

  const forged = await call(listRoute, { headers: desk.admin.headers, path: "/api/undelivered?cursor=nonsense" });
  expect(forged).toMatchObject({ status: 400, json: { error: "ERR_BAD_REQUEST" } });
});
