import { prisma } from "@/lib/db/client";
import { CALL_REPLY } from "@/lib/inbound/reply-to-call";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { makeTenant } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";

// A connection's burst of messages goes through the session's event queue and is stored in a few
// commits; these tests check that batching changes nothing a user sees.
const pairedSimulator = liveSimulators();

let idGraf: number;
let simulator: SimulatorSession;
let seq = 0;

beforeEach(async () => {
  const tenant = await makeTenant();
  idGraf = tenant.idGraf;
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf } });
  const row = await prisma.whatsapp.create({
    data: {
      idGraf,
      name: "Sim",
      provider: "simulator",
      defaultQueueId: queue.id,
      isDefault: true,
      queues: { create: [{ queueId: queue.id }] },
    },
  });
  simulator = await pairedSimulator(row.id);
});

function inbound(from: string, overrides: Partial<InboundMessage> = {}): InboundMessage {
  seq++;
  return {
    id: `BURST-${seq}`,
    chatId: from,
    isGroup: false,
    fromMe: false,
    contact: { number: from, name: `Contato ${from.slice(-2)}` },
    kind: "conversation",
    body: `Mensagem ${seq}`,
    timestamp: new Date(Date.now() + seq),
    raw: {},
    ...overrides,
  };
}

test("a burst from several numbers, with redeliveries inside it, stores each message once in order", async () => {
  const numbers = Array.from({ length: 6 }, (_, i) => `551197000000${i}`);
  const burst = Array.from({ length: 60 }, (_, i) => inbound(numbers[i % 6]));
  const redelivered = burst.slice(10, 15);
  await Promise.all([...burst, ...redelivered].map((message) => simulator.receive(message)));

  const tickets = await prisma.ticket.findMany({
    where: { idGraf },
    include: { contact: true },
    orderBy: { id: "asc" },
  });
  expect(tickets).toHaveLength(6);
  for (const ticket of tickets) {
    const own = burst.filter((m) => m.contact.number === ticket.contact.number);
    const last = own[own.length - 1];
    expect(ticket).toMatchObject({ status: "pending", unreadMessages: 10, unread: true, lastMessage: last.body });
    expect(ticket.lastMessageTime?.getTime()).toBe(last.timestamp.getTime());
    const stored = await prisma.message.findMany({ where: { ticketId: ticket.id }, orderBy: { id: "asc" } });
    expect(stored.map((m) => m.providerMessageId)).toEqual(own.map((m) => m.id));
  }
  expect(await prisma.contact.count({ where: { idGraf } })).toBe(6);
});

test("a reply quoting a message of the same burst is linked to it", async () => {
  const original = inbound("5511970000010");
  const reply = inbound("5511970000010", { quotedId: original.id, kind: "extendedTextMessage" });
  await Promise.all([original, reply].map((message) => simulator.receive(message)));
  const [stored, quoting] = await prisma.message.findMany({ where: { idGraf }, orderBy: { id: "asc" } });
  expect(quoting.quotedMsgId).toBe(stored.id);
});

test("a burst from a closed ticket's contact reopens it once", async () => {
  const from = "5511970000020";
  await simulator.receive(inbound(from));
  const ticket = await prisma.ticket.findFirstOrThrow({ where: { idGraf } });
  await prisma.ticket.update({ where: { id: ticket.id }, data: { status: "closed", closedAt: new Date() } });
  await Promise.all(Array.from({ length: 5 }, () => simulator.receive(inbound(from))));
  const tickets = await prisma.ticket.findMany({ where: { idGraf } });
  expect(tickets).toEqual([expect.objectContaining({ id: ticket.id, status: "pending", unreadMessages: 6 })]);
});

async function sendQueued() {
  await drainSends();
  return simulator.outbox().map((item) => item.body);
}

const missedCall = (from: string) => inbound(from, { kind: "call_log", body: "Chamada de voz perdida às 10:00" });

test("a missed call gets the automatic reply when the call setting is on", async () => {
  await prisma.setting.update({ where: { idGraf_key: { idGraf, key: "call" } }, data: { value: "enabled" } });
  await simulator.receive(missedCall("5511970000030"));
  expect(await sendQueued()).toEqual([CALL_REPLY.pt]);
});

test("a missed call gets no reply while the call setting is off", async () => {
  await simulator.receive(missedCall("5511970000031"));
  expect(await sendQueued()).toEqual([]);
  expect(await prisma.message.count({ where: { idGraf, fromMe: true } })).toBe(0);
});
