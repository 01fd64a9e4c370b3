import { PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { automaticReplyJob } from "@/lib/chatbot/automatic-reply-job";
import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { answerReceived } from "@/lib/inbound/answer-received";
import { receiveMessages } from "@/lib/inbound/receive-message";
import { CALL_REPLY } from "@/lib/inbound/reply-to-call";
import { receivedMessage } from "@/lib/inbound/take-in-messages";
import { claim } from "@/lib/jobs/job-queue";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { closeIdleTickets } from "@/lib/tickets/auto-close-job";
import { automaticReply } from "@/lib/tickets/automatic-reply";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// What the inbox sends by itself is a job enqueued in the transaction of its cause: a change rolled
// back sends nothing, a change committed sends exactly once, however often its job runs.
const pairedSimulator = liveSimulators();

const FAREWELL = "Até logo, {{name}}!";
const TRANSFER = "Agora com o financeiro.";

let desk: Awaited<ReturnType<typeof makeDesk>>;
let connection: ConnectionRef;
let simulator: SimulatorSession;
let seq = 0;

beforeEach(async () => {
  desk = await makeDesk();
  connection = { id: desk.whatsappId, idGraf: desk.idGraf };
  await prisma.whatsapp.update({
    where: { id: desk.whatsappId },
    data: {
      hasChatbot: true,
      greetingMessage: "Olá, {{name}}! Escolha:",
      farewellMessage: FAREWELL,
      defaultQueueId: desk.queueId,
      queues: { create: [{ queueId: desk.queueId }, { queueId: desk.otherQueueId }] },
    },
  });
  await prisma.queue.update({ where: { id: desk.otherQueueId }, data: { transferQueueMessage: TRANSFER } });
  await prisma.setting.upsert({
    where: { idGraf_key: { idGraf: desk.idGraf, key: "call" } },
    create: { idGraf: desk.idGraf, key: "call", value: "enabled" },
    update: { value: "enabled" },
  });
  simulator = await pairedSimulator(desk.whatsappId);
});

const inbound = (from: string, fields: Partial<InboundMessage> = {}): InboundMessage => ({
  id: `AUTO-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Joana" },
  kind: "conversation",
  body: "Oi",
  timestamp: new Date(),
  raw: {},
  ...fields,
});

const delivered = (number: string) =>
  simulator
    .outbox()
    .filter((sent) => sent.to === number)
    .map((sent) => sent.body)
    .reverse();
const replyJobs = () => prisma.job.count({ where: { idGraf: desk.idGraf, queue: automaticReply.queue } });
const put = (ticketId: number, body: Record<string, unknown>) =>
  call(updateTicket, { method: "PUT", headers: desk.admin.headers, params: { id: String(ticketId) }, body });

/** Stores a message and decides its answers in one transaction that then fails. */
const receiveAndRollBack = (message: InboundMessage) =>
  sqlTransaction(async (tx) => {
    const [received] = await receiveMessages(connection, [message], tx);
    await answerReceived(tx, connection, [receivedMessage(received!, message)]);
    throw new Error("rolled back");
  }).catch((error: Error) => expect(error.message).toBe("rolled back"));

const department = async (id: number) => (await prisma.queue.findUniqueOrThrow({ where: { id } })).name;

test("the bot's menu and the call reply: rolled back with their message, nothing; committed, each once", async () => {
  const menu = `Olá, Joana! Escolha:\n\n*1* - ${await department(desk.queueId)}\n*2* - ${await department(desk.otherQueueId)}`;
  const greeted = "5511955550001";
  const caller = "5511955550002";
  await receiveAndRollBack(inbound(greeted));
  await receiveAndRollBack(inbound(caller, { kind: "call_log", body: "" }));
  expect(await replyJobs()).toBe(0);
  expect(await prisma.message.count({ where: { idGraf: desk.idGraf } })).toBe(0);

  await simulator.receive(inbound(greeted));
  await simulator.receive(inbound(caller, { kind: "call_log", body: "" }));
  await drainSends();
  expect(delivered(greeted)).toEqual([menu]);
  // The call opened a conversation too: the bot greets it, and the call reply follows.
  expect(delivered(caller)).toEqual([menu, CALL_REPLY.pt]);
});

test("a message whose reply the inbox cannot decide is stored all the same, and nothing is sent for it", async () => {
  const number = "5511955550009";
  // The bot's write fails in the database: the transaction keeps the message without the reply.
  const refuse = `refuse_replies_${desk.idGraf}`;
  await prisma.$executeRawUnsafe(
    `CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
  );
  await prisma.$executeRawUnsafe(
    `CREATE TRIGGER ${refuse} BEFORE INSERT ON "Job" FOR EACH ROW
     WHEN (NEW."idGraf" = ${desk.idGraf} AND NEW.queue = '${automaticReply.queue}') EXECUTE FUNCTION ${refuse}()`,
  );
  try {
    await simulator.receive(inbound(number, { body: "Preciso de ajuda" }));
  } finally {
    await prisma.$executeRawUnsafe(`DROP TRIGGER ${refuse} ON "Job"`);
    await prisma.$executeRawUnsafe(`DROP FUNCTION ${refuse}()`);
  }
  const stored = await prisma.message.findMany({ where: { idGraf: desk.idGraf }, select: { body: true } });
  expect(stored).toEqual([{ body: "Preciso de ajuda" }]);
  expect(await replyJobs()).toBe(0);
  await drainSends();
  expect(delivered(number)).toEqual([]);
});

test("the farewell and the transfer text: a change rolled back sends nothing, a change committed sends once", async () => {
  const contact = await makeContact(desk.idGraf, { name: "Joana" });
  const data = { whatsappId: desk.whatsappId, contactId: contact.id, queueId: desk.queueId };
  const closed = await makeTicket(desk.idGraf, { ...data, status: "closed" });
  const open = await makeTicket(desk.idGraf, { ...data, status: "open", userId: desk.admin.id });
  // Moving the closed ticket to a department fails on the contact's ticket in progress: rolled back.
  const refused = await put(closed.id, { status: "pending", queueId: desk.otherQueueId });
  expect(refused.json).toMatchObject({ error: "ERR_OTHER_OPEN_TICKET" });
  expect(await replyJobs()).toBe(0);

  expect((await put(open.id, { status: "pending", queueId: desk.otherQueueId })).status).toBe(200);
  expect((await put(open.id, { status: "closed" })).status).toBe(200);
  await drainSends();
  expect(delivered(contact.number)).toEqual([TRANSFER, "Até logo, Joana!"]);
});

test("auto-close enqueues each closed ticket's farewell in its own transaction", async () => {
  const contact = await makeContact(desk.idGraf, { name: "Joana" });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
  });
  await prisma.ticket.update({
    where: { id: ticket.id },
    data: { lastMessageTime: new Date(Date.now() - 48 * 3_600_000) },
  });
  expect((await closeIdleTickets(24)).map((closed) => closed.id)).toContain(ticket.id);
  expect(await closeIdleTickets(24)).not.toContainEqual(expect.objectContaining({ id: ticket.id }));
  await drainSends();
  expect(delivered(contact.number)).toEqual(["Até logo, Joana!"]);
});

test("the provider's event is answered before the reply is stored, and a reply job run twice stores and sends once", async () => {
  const number = "5511955550003";
  await simulator.receive(inbound(number));
  // The event was taken in: the reply waits as a job, nothing of it stored yet.
  expect(await prisma.message.count({ where: { idGraf: desk.idGraf, fromMe: true } })).toBe(0);
  const [job] = (await claim(automaticReply.queue, 10)).jobs.filter((claimed) => claimed.idGraf === desk.idGraf);
  const payload = automaticReplyJob.payload.parse(job.payload);
  // A process killed after the run's commit, before the runner recorded the job: it runs again.
  await automaticReplyJob.run(payload, job);
  await automaticReplyJob.run(payload, job);
  await Promise.all([automaticReplyJob.run(payload, job), automaticReplyJob.run(payload, job)]);
  expect(await prisma.message.count({ where: { idGraf: desk.idGraf, fromMe: true } })).toBe(1);
  expect(await prisma.job.count({ where: { idGraf: desk.idGraf, queue: sendMessageJob.queue } })).toBe(1);
  await drainSends();
  expect(delivered(number)).toHaveLength(1);
});
