import { automaticReplyJob } from "@/lib/chatbot/automatic-reply-job";
import { menuTimeoutJob, routeUnansweredMenu } from "@/lib/chatbot/menu-timeout-job";
import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { answerReceived } from "@/lib/inbound/answer-received";
import { receiveMessages } from "@/lib/inbound/receive-message";
import { receivedMessage } from "@/lib/inbound/take-in-messages";
import { JobRunner } from "@/lib/jobs/job-runner";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { makeTenant } from "@/tests/support/factories";

// A Wednesday at 10:00 and a Sunday at 10:00 in São Paulo (UTC-3).
const WEDNESDAY = new Date("2026-11-25T13:00:00Z");
const SUNDAY = new Date("2026-11-29T13:00:00Z");

let connection: ConnectionRef;
let support: { id: number };
let sales: { id: number };
let seq = 0;

beforeEach(async () => {
  const tenant = await makeTenant();
  support = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  sales = await prisma.queue.create({
    data: { idGraf: tenant.idGraf, name: "Vendas", color: "#16a34a", greetingMessage: "Vendas aqui. Escolha:" },
  });
  const row = await prisma.whatsapp.create({
    data: {
      idGraf: tenant.idGraf,
      name: "Sim",
      provider: "simulator",
      defaultQueueId: support.id,
      hasChatbot: true,
      greetingMessage: "{{greeting}}, {{name}}! Escolha um departamento:",
      outOfWorkMessage: "Estamos fora do horário, {{name}}.",
      queues: { create: [{ queueId: support.id }, { queueId: sales.id }] },
    },
  });
  connection = { id: row.id, idGraf: tenant.idGraf };
});

const message = (from: string, body: string): InboundMessage => ({
  id: `BOT-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Maria" },
  kind: "conversation",
  body,
  timestamp: new Date(),
  raw: {},
});

const replyJobs = new JobRunner([automaticReplyJob]);

/** A contact's message as takeInMessages takes it in, at a chosen time, and the bot's reply stored. */
async function say(from: string, body: string, at = WEDNESDAY) {
  const msg = message(from, body);
  const ticketId = await sqlTransaction(async (tx) => {
    const [received] = await receiveMessages(connection, [msg], tx);
    await answerReceived(tx, connection, [receivedMessage(received!, msg)], at);
    return received!.ticketId;
  });
  await replyJobs.drain();
  return ticketId;
}

const replies = (ticketId: number) =>
  prisma.message
    .findMany({ where: { ticketId, fromMe: true }, orderBy: { id: "asc" } })
    .then((rows) => rows.map((m) => m.body));

const queueOf = async (ticketId: number) =>
  (await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } })).queueId;

test("without the chatbot, a new ticket of a two-department connection lands in the default department, with no menu", async () => {
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { hasChatbot: false } });
  const ticketId = await say("5511911110009", "Oi");
  expect(await queueOf(ticketId)).toBe(support.id);
  expect(await replies(ticketId)).toEqual([]);
});

test("with the chatbot, the greeting lists the queues; a numeric reply routes the ticket to the chosen one", async () => {
  const ticketId = await say("5511911110001", "Oi");
  expect(await queueOf(ticketId)).toBeNull();
  expect(await replies(ticketId)).toEqual([
    "Bom dia, Maria! Escolha um departamento:\n\n*1* - Atendimento\n*2* - Vendas",
  ]);
  await say("5511911110001", " 2 ");
  expect(await queueOf(ticketId)).toBe(sales.id);
  expect((await replies(ticketId)).at(-1)).toBe("Vendas aqui. Escolha:");
});

test("with the chatbot, an answer that is no choice lands in the default department, with its greeting", async () => {
  await prisma.queue.update({ where: { id: support.id }, data: { greetingMessage: "Atendimento aqui." } });
  const ticketId = await say("5511911110007", "Oi");
  await say("5511911110007", "9");
  expect(await queueOf(ticketId)).toBe(support.id);
  expect((await replies(ticketId)).at(-1)).toBe("Atendimento aqui.");
});

test("a menu nobody answers lands its ticket in the default department when it times out", async () => {
  const ticketId = await say("5511911110008", "Oi");
  const menu = await prisma.message.findFirstOrThrow({ where: { ticketId, fromMe: true } });
  const job = await prisma.job.findUniqueOrThrow({ where: { key: `${menuTimeoutJob.queue}:${menu.id}` } });
  expect(job.runAt.getTime() - menu.createdAt.getTime()).toBeGreaterThan(9 * 60_000);
  await routeUnansweredMenu(menuTimeoutJob.payload.parse(job.payload));
  expect(await queueOf(ticketId)).toBe(support.id);
  // A ticket that found its department meanwhile keeps it.
  const answered = await say("5511911110006", "Oi");
  await say("5511911110006", "2");
  await routeUnansweredMenu({ ticketId: answered, menuMessageId: 0 });
  expect(await queueOf(answered)).toBe(sales.id);
});

test("a department on holiday answers with its out-of-hours message, as on a closed day", async () => {
  await prisma.queue.update({
    where: { id: sales.id },
    data: { holiday: true, outOfWorkMessage: "Vendas em feriado, {{name}}." },
  });
  const ticketId = await say("5511911110010", "Oi");
  await say("5511911110010", "2");
  expect((await replies(ticketId)).at(-1)).toBe("Vendas em feriado, Maria.");
});

test("without the chatbot, a default department on holiday still sends its out-of-hours message, once", async () => {
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { hasChatbot: false } });
  await prisma.queue.update({
    where: { id: support.id },
    data: { holiday: true, outOfWorkMessage: "Atendimento em feriado, {{name}}." },
  });
  const ticketId = await say("5511911110011", "Oi");
  await say("5511911110011", "Alguém?");
  expect(await queueOf(ticketId)).toBe(support.id);
  expect(await replies(ticketId)).toEqual(["Atendimento em feriado, Maria."]);
});

test("with the chatbot on, a queue's options lead through nested options to a person", async () => {
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { hasChatbot: true } });
  const billing = await prisma.chatbotOption.create({
    data: {
      idGraf: connection.idGraf,
      queueId: sales.id,
      name: "Boletos",
      greetingMessage: "Sobre boletos:",
      position: 0,
    },
  });
  await prisma.chatbotOption.create({
    data: { idGraf: connection.idGraf, queueId: sales.id, name: "Orçamento", position: 1 },
  });
  const agent = await prisma.chatbotOption.create({
    data: {
      idGraf: connection.idGraf,
      queueId: sales.id,
      parentId: billing.id,
      name: "Falar com atendente",
      isAgent: true,
      greetingMessage: "Já vamos te atender.",
    },
  });
  const from = "5511911110002";
  const ticketId = await say(from, "Oi");
  await say(from, "2");
  await say(from, "1");
  expect((await replies(ticketId)).at(-1)).toBe("Sobre boletos:\n\n*1* - Falar com atendente");
  await say(from, "1");
  expect((await replies(ticketId)).at(-1)).toBe("Já vamos te atender.");
  expect((await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } })).chatbotOptionId).toBe(agent.id);
  const before = (await replies(ticketId)).length;
  await say(from, "1");
  expect(await replies(ticketId)).toHaveLength(before);
});

test("out of the connection's hours a new conversation gets the out-of-work message", async () => {
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { defineWorkHours: true, hasChatbot: false } });
  const ticketId = await say("5511911110003", "Oi", SUNDAY);
  expect(await replies(ticketId)).toEqual(["Estamos fora do horário, Maria."]);
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { hasChatbot: true } });
  const weekday = await say("5511911110004", "Oi", WEDNESDAY);
  expect((await replies(weekday))[0]).toMatch(/^Bom dia, Maria!/);
});

test("on a chatbot connection the out-of-hours text comes with the menu, so the next message chooses a department", async () => {
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { defineWorkHours: true } });
  const from = "5511911110020";
  const ticketId = await say(from, "Oi", SUNDAY);
  const [first] = await replies(ticketId);
  expect(first).toMatch(/^Estamos fora do horário, Maria\.\n\nBom dia, Maria! Escolha um departamento:/);
  expect(first).toContain("Vendas");
  // "2" is read as the choice of the second department, not as a missed answer sent to the default one.
  await say(from, "2", SUNDAY);
  expect(await queueOf(ticketId)).toBe(sales.id);
  expect((await replies(ticketId)).at(-1)).toBe("Vendas aqui. Escolha:");
});

test("a department whose weekday flag is off is closed that day, even without hours", async () => {
  await prisma.queue.update({
    where: { id: sales.id },
    data: { wednesday: false, startWork: null, endWork: null, outOfWorkMessage: "Vendas não abre hoje, {{name}}." },
  });
  const closed = await say("5511911110021", "Oi");
  await say("5511911110021", "2");
  expect((await replies(closed)).at(-1)).toBe("Vendas não abre hoje, Maria.");
  // The next day its flag is on: open, with its greeting.
  const THURSDAY = new Date("2026-11-26T13:00:00Z");
  const open = await say("5511911110022", "Oi", THURSDAY);
  await say("5511911110022", "2", THURSDAY);
  expect((await replies(open)).at(-1)).toBe("Vendas aqui. Escolha:");
});

test("a single-department connection whose department is off today says so on arrival", async () => {
  await prisma.whatsappQueue.deleteMany({ where: { whatsappId: connection.id, queueId: sales.id } });
  await prisma.whatsapp.update({ where: { id: connection.id }, data: { hasChatbot: false } });
  await prisma.queue.update({
    where: { id: support.id },
    data: { startWork: null, endWork: null, outOfWorkMessage: "Sem atendimento aos domingos, {{name}}." },
  });
  const ticketId = await say("5511911110023", "Oi", SUNDAY);
  expect(await replies(ticketId)).toEqual(["Sem atendimento aos domingos, Maria."]);
});

test("a ticket someone has taken is not answered by the bot", async () => {
  const from = "5511911110005";
  const ticketId = await say(from, "Oi");
  const admin = await prisma.user.findFirstOrThrow({ where: { idGraf: connection.idGraf } });
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: admin.id } });
  await say(from, "2");
  expect(await replies(ticketId)).toHaveLength(1);
});
