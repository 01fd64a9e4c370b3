import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { JobRunner } from "@/lib/jobs/job-runner";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { sendMessage } from "@/lib/messages/send-message";
import type { Caller } from "@/lib/auth/caller";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { makeTenant } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";

const pairedSimulator = liveSimulators();

let caller: Caller;
let simulator: SimulatorSession;
let ticketId: number;

beforeEach(async () => {
  const tenant = await makeTenant();
  caller = {
    userId: tenant.admin.id,
    idGraf: tenant.idGraf,
    name: "Ana",
    email: tenant.admin.email,
    profile: "admin",
    canSeeAllTickets: true,
    queueIds: [],
  };
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const connection = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id, isDefault: true },
  });
  simulator = await pairedSimulator(connection.id);
  const received = await receiveMessage(
    { id: connection.id, idGraf: tenant.idGraf },
    {
      id: `IN-${Date.now()}`,
      chatId: "5511977776666",
      isGroup: false,
      fromMe: false,
      contact: { number: "5511977776666" },
      kind: "conversation",
      body: "Oi",
      timestamp: new Date(),
      raw: {},
    },
  );
  ticketId = received!.ticketId;
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: caller.userId } });
});

test("a reply is stored with ack 0, then sent once and acknowledged by the phone", async () => {
  const message = await sendMessage(caller, ticketId, { body: "Bom dia!", signature: true });
  expect(message).toMatchObject({ ack: 0, fromMe: true, body: "*Ana*\nBom dia!" });
  await drainSends();
  expect(simulator.outbox()).toEqual([
    expect.objectContaining({ id: message.providerMessageId, to: "5511977776666", body: "*Ana*\nBom dia!" }),
  ]);
  expect((await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).ack).toBe(1);
});

test("a send that fails twice and then succeeds is delivered once", async () => {
  simulator.failNextSends(2);
  const message = await sendMessage(caller, ticketId, { body: "Tentando de novo" });
  await drainSends();
  expect(simulator.outbox()).toHaveLength(1);
  const job = await prisma.job.findUniqueOrThrow({ where: { key: `${sendMessageJob.queue}:${message.id}` } });
  expect(job).toMatchObject({ attempts: 3, failedAt: null });
  expect(job.doneAt).not.toBeNull();
});

// The one test of retry delays in real time: elsewhere they are shortened (sendRunner here,
// JOB_RETRY_BASE_MS in the end-to-end tests' servers).
test("a failed send is retried after its job's own delay of 2 s, not before", async () => {
  simulator.failNextSends(1);
  const jobs = new JobRunner([sendMessageJob]);
  await sendMessage(caller, ticketId, { body: "Daqui a pouco" });
  const failed = Date.now();
  await jobs.drain();
  while (simulator.outbox().length === 0 && Date.now() - failed < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await jobs.drain();
  }
  expect(simulator.outbox()).toHaveLength(1);
  expect(Date.now() - failed).toBeGreaterThanOrEqual(2000);
});

test("a ticket's replies reach the contact in the order they were written, even when the first is retried", async () => {
  simulator.failNextSends(1);
  for (const body of ["Primeira", "Segunda", "Terceira"]) await sendMessage(caller, ticketId, { body });
  await drainSends();
  // The phone's outbox lists the newest first.
  expect(simulator.outbox().map((sent) => sent.body)).toEqual(["Terceira", "Segunda", "Primeira"]);
});

test("a send retried after a crash between sending and recording it still reaches the contact once", async () => {
  const message = await sendMessage(caller, ticketId, { body: "Só uma vez" });
  // The first process sent it and died before recording anything.
  await simulator.sendText("5511977776666", message.body, { id: message.providerMessageId! });
  await drainSends();
  expect(simulator.outbox()).toHaveLength(1);
});

test("two runners draining at once send each message once", async () => {
  const messages = await Promise.all(
    Array.from({ length: 6 }, (_, i) => sendMessage(caller, ticketId, { body: `Mensagem ${i}` })),
  );
  await Promise.all([drainSends(), drainSends()]);
  expect(
    simulator
      .outbox()
      .map((m) => m.id)
      .sort(),
  ).toEqual(messages.map((m) => m.providerMessageId).sort());
  // The phone keeps one message per id, so also check that no job was ever run twice.
  const jobs = await prisma.job.findMany({
    where: { key: { in: messages.map((m) => `${sendMessageJob.queue}:${m.id}`) } },
  });
  expect(jobs.map((job) => job.attempts)).toEqual(messages.map(() => 1));
});

test("when every attempt fails the message is marked ERR_SENDING_WAPP_MSG", async () => {
  simulator.failNextSends(10);
  const message = await sendMessage(caller, ticketId, { body: "Não vai" });
  await drainSends();
  expect(await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
    ack: 0,
    sendError: "ERR_SENDING_WAPP_MSG",
  });
  expect(simulator.outbox()).toHaveLength(0);
});

test("only open tickets of the caller's tenant take replies; blank text is refused", async () => {
  await expect(sendMessage(caller, ticketId, { body: "   " })).rejects.toThrow();
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "pending" } });
  await expect(sendMessage(caller, ticketId, { body: "Oi" })).rejects.toMatchObject({ code: "ERR_BAD_REQUEST" });
  const stranger = await makeTenant();
  await expect(sendMessage({ ...caller, idGraf: stranger.idGraf }, ticketId, { body: "Oi" })).rejects.toMatchObject({
    code: "ERR_NO_TICKET_FOUND",
  });
});
