import { PUT as changeRoute } from "@/app/api/bulkMessage/[id]/route";
import { GET as listRoute, POST as bulkRoute } from "@/app/api/bulkMessage/route";
import { GET as getSettingsRoute } from "@/app/api/settingsMessage/[whatsappId]/route";
import { POST as saveSettingsRoute } from "@/app/api/settingsMessage/route";
import { POST as inboundRoute } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { bulkGroup } from "@/lib/bulk/bulk-queue";
import { bulkSendJob } from "@/lib/bulk/bulk-send-job";
import { prisma } from "@/lib/db/client";
import { runGroupNow } from "@/lib/jobs/job-queue";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainDue, sendsRunner } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;

const numbers = (count: number, lane: number) =>
  Array.from({ length: count }, (_, k) => `55119${lane}${String(k).padStart(6, "0")}`);
const rows = (phones: string[]) =>
  phones.map((phone, k) => ({ phone, message: `Olá cliente ${k + 1}`, whatsappId: desk.whatsappId }));
const post = async (phones: string[]) => {
  const res = await call(bulkRoute, { method: "POST", headers: desk.admin.headers, body: rows(phones) });
  expect(res.status).toBe(201);
  return res.json.batches[0].id as number;
};
const settings = (values: Record<string, unknown>) =>
  call(saveSettingsRoute, {
    method: "POST",
    headers: desk.admin.headers,
    body: { whatsappId: desk.whatsappId, limit: 100, minutes: 0, seconds: 0, ...values },
  });
const batchOf = async (id: number) =>
  ((await call(listRoute, { headers: desk.admin.headers })).json.batches as { id: number }[]).find(
    (batch) => batch.id === id,
  ) as Record<string, unknown>;
const change = (id: number, action: string, headers = desk.admin.headers) =>
  call(changeRoute, { method: "PUT", headers, params: { id: String(id) }, body: { action } });
const phoneGot = (phones: string[]) => simulator.outbox().filter((item) => phones.includes(item.to));

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
});

test("the daily limit holds across batches and restarts: 2 of 5 go, the rest wait a day", async () => {
  expect((await settings({ limit: 2 })).status).toBe(200);
  const first = numbers(5, 1);
  const batchId = await post(first);
  await drainDue();
  expect(phoneGot(first)).toHaveLength(2);
  const waiting = await batchOf(batchId);
  expect(waiting).toMatchObject({ status: "running", total: 5, sent: 2, failed: 0, waiting: 3 });
  const nextSendAt = new Date(waiting.nextSendAt as string).getTime();
  expect(nextSendAt).toBeGreaterThan(Date.now() + 23 * 3600_000);

  // Another batch on the same connection counts against the same day.
  const second = numbers(1, 2);
  const secondId = await post(second);
  await drainDue();
  // A new runner, as after a restart, finds nothing due either.
  await drainDue(sendsRunner());
  expect(phoneGot([...first, ...second])).toHaveLength(2);
  expect(await batchOf(secondId)).toMatchObject({ sent: 0, waiting: 1 });

  // A day later the next two go, and never a phone twice.
  await prisma.$executeRaw`UPDATE "BulkMessageItem" SET "sentAt" = "sentAt" - interval '25 hours' WHERE "whatsappId" = ${desk.whatsappId} AND "sentAt" IS NOT NULL`;
  await runGroupNow(bulkSendJob, bulkGroup(desk.whatsappId));
  await drainDue();
  const got = phoneGot([...first, ...second]).map((item) => item.to);
  expect(got).toHaveLength(4);
  expect(new Set(got).size).toBe(4);
  expect(await batchOf(batchId)).toMatchObject({ sent: 4, waiting: 1 });
});

test("consecutive sends of a batch are at least the configured wait apart", async () => {
  await settings({ seconds: 2 });
  const phones = numbers(3, 3);
  const batchId = await post(phones);
  const jobs = sendsRunner(50);
  jobs.start();
  try {
    for (let i = 0; i < 200 && (await batchOf(batchId)).status !== "done"; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await jobs.stop();
  }
  const sent = await prisma.bulkMessageItem.findMany({ where: { batchId }, orderBy: { sentAt: "asc" } });
  expect(sent.map((item) => item.status)).toEqual(["sent", "sent", "sent"]);
  const times = phoneGot(phones)
    .map((item) => new Date(item.sentAt).getTime())
    .sort();
  expect(times[1] - times[0]).toBeGreaterThanOrEqual(2000);
  expect(times[2] - times[1]).toBeGreaterThanOrEqual(2000);
}, 30_000);

test("opted-out numbers and, when asked, numbers that are not contacts are skipped; the opt-out text goes along", async () => {
  await settings({ contacts: true, optOut: "Responda SAIR para não receber mais mensagens" });
  const [leaver, regular, stranger] = numbers(3, 4);
  await makeContact(desk.idGraf, { number: regular });
  const said = await call(inboundRoute, {
    method: "POST",
    headers: desk.admin.headers,
    params: { whatsappId: String(desk.whatsappId) },
    body: { from: leaver, body: " Sair " },
  });
  expect(said.status).toBe(202);
  const batchId = await post([leaver, regular, stranger]);
  await drainDue();
  expect(phoneGot([leaver, regular, stranger]).map(({ to, body }) => ({ to, body }))).toEqual([
    { to: regular, body: "Olá cliente 2\n\nResponda SAIR para não receber mais mensagens" },
  ]);
  const items = await prisma.bulkMessageItem.findMany({ where: { batchId }, orderBy: { id: "asc" } });
  expect(items.map(({ status, error }) => ({ status, error }))).toEqual([
    { status: "skipped", error: "optedOut" },
    { status: "sent", error: null },
    { status: "skipped", error: "notAContact" },
  ]);
  expect(await batchOf(batchId)).toMatchObject({ status: "done", sent: 1, skipped: 2, waiting: 0 });
});

test("a row taken when the process died is sent again as the same message: the phone has it once", async () => {
  await settings({ seconds: 0 });
  const phones = numbers(2, 5);
  const batchId = await post(phones);
  const [first] = await prisma.bulkMessageItem.findMany({ where: { batchId }, orderBy: { position: "asc" } });
  // The phone took the send, and the process died before recording it.
  await prisma.bulkMessageItem.update({
    where: { id: first.id },
    data: { status: "sending", providerId: "3EB0CRASHED", sentAt: new Date(), attempts: 1 },
  });
  await simulator.sendText(first.phone, first.message, { id: "3EB0CRASHED" });
  await drainDue();
  expect(
    phoneGot(phones)
      .map((item) => item.to)
      .sort(),
  ).toEqual([...phones].sort());
  expect(await batchOf(batchId)).toMatchObject({ status: "done", sent: 2, waiting: 0 });
});

test("a batch can be paused, resumed and cancelled; waiting rows of a cancelled batch are skipped", async () => {
  await settings({ minutes: 10 });
  const phones = numbers(3, 6);
  const batchId = await post(phones);
  await drainDue();
  expect(phoneGot(phones)).toHaveLength(1);
  expect((await change(batchId, "pause")).json).toMatchObject({ status: "paused", nextSendAt: null });
  expect((await change(batchId, "pause")).status).toBe(400);
  expect((await change(batchId, "resume")).json).toMatchObject({ status: "running" });
  await drainDue();
  expect((await change(batchId, "cancel")).json).toMatchObject({
    status: "cancelled",
    sent: 1,
    skipped: 2,
    waiting: 0,
  });
  await prisma.$executeRaw`UPDATE "BulkMessageItem" SET "sentAt" = "sentAt" - interval '1 hour' WHERE "batchId" = ${batchId}`;
  await runGroupNow(bulkSendJob, bulkGroup(desk.whatsappId));
  await drainDue();
  expect(phoneGot(phones)).toHaveLength(1);
  const other = await makeDesk();
  expect((await change(batchId, "resume", other.admin.headers)).status).toBe(404);
});

test("rows whose phone is not a number are a 400 naming each row (from 1) and the phone given; nothing is sent", async () => {
  const [good] = numbers(1, 6);
  const bad = await call(bulkRoute, {
    method: "POST",
    headers: desk.admin.headers,
    body: [
      { phone: good, message: "Oi", whatsappId: desk.whatsappId },
      { phone: "123", message: "Oi", whatsappId: desk.whatsappId },
      { phone: 123, message: "Oi", whatsappId: desk.whatsappId },
      { phone: "(11) 98888-7777", message: "Oi", whatsappId: desk.whatsappId },
      { phone: "", message: "Oi", whatsappId: desk.whatsappId },
    ],
  });
  expect(bad).toMatchObject({ status: 400, json: { error: "ERR_BULK_INVALID_PHONE" } });
  expect(bad.json.details).toEqual([
    { path: "1.phone", message: "invalidPhone", row: 2, phone: "123" },
    { path: "2.phone", message: "invalidPhone", row: 3, phone: "123" },
    { path: "4.phone", message: "invalidPhone", row: 5, phone: "" },
  ]);
  expect(await prisma.bulkMessageBatch.count({ where: { whatsappId: desk.whatsappId } })).toBe(0);
  await drainDue();
  expect(simulator.outbox()).toEqual([]);
});

test("bad input is a 400; settings default, save and belong to the tenant", async () => {
  expect((await call(bulkRoute, { method: "POST", headers: desk.admin.headers, body: [] })).status).toBe(400);
  const other = await makeDesk();
  const foreign = await call(bulkRoute, {
    method: "POST",
    headers: desk.admin.headers,
    body: [{ phone: "11999990000", message: "Oi", whatsappId: other.whatsappId }],
  });
  expect(foreign).toMatchObject({ status: 404, json: { error: "ERR_NO_WAPP_FOUND" } });

  const read = (headers: Record<string, string>) =>
    call(getSettingsRoute, { headers, params: { whatsappId: String(desk.whatsappId) } });
  expect((await read(desk.admin.headers)).json).toEqual({
    whatsappId: desk.whatsappId,
    limit: 100,
    minutes: 0,
    seconds: 30,
    contacts: false,
    photo: false,
    random: false,
    optOut: null,
  });
  expect(
    (await settings({ limit: 40, minutes: 1, seconds: 5, random: true, photo: true, optOut: "Envie PARAR" })).status,
  ).toBe(200);
  expect((await read(desk.admin.headers)).json).toMatchObject({
    limit: 40,
    minutes: 1,
    seconds: 5,
    random: true,
    photo: true,
    optOut: "Envie PARAR",
  });
  expect((await read(other.admin.headers)).status).toBe(404);
  expect((await settings({ limit: 0 })).status).toBe(400);
});
