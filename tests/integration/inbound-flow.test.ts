import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { applyMessageUpdate } from "@/lib/inbound/apply-message-update";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { MEDIA_ERROR, MEDIA_PENDING } from "@/lib/inbound/media-markers";
import { drainDownloads, simulatedMedia } from "@/tests/support/media-jobs";
import { mediaStore } from "@/lib/media/media-store";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { makeTenant } from "@/tests/support/factories";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "atende-media-"));

let connection: ConnectionRef;
let seq = 0;

beforeEach(async () => {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const row = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id, isDefault: true },
  });
  connection = { id: row.id, idGraf: tenant.idGraf };
});

const number = () => `55119${String(Date.now() % 1e6).padStart(6, "0")}${++seq % 10}`;

function inbound(overrides: Partial<InboundMessage> & { from?: string } = {}): InboundMessage {
  const from = overrides.from ?? "5511988887777";
  return {
    id: `MSG-${++seq}`,
    chatId: from,
    isGroup: false,
    fromMe: false,
    contact: { number: from, name: "Maria" },
    kind: "conversation",
    body: "Olá!",
    timestamp: new Date(),
    raw: { test: true },
    ...overrides,
  };
}

const ticketsOf = (number: string) =>
  prisma.ticket.findMany({ where: { idGraf: connection.idGraf, contact: { number } } });

test("a message from a new number makes a contact and a pending ticket with one unread message", async () => {
  const from = number();
  const received = await receiveMessage(connection, inbound({ from, body: "Preciso de ajuda" }));
  expect(received).toMatchObject({ created: true, reopened: false });
  const contact = await prisma.contact.findUniqueOrThrow({
    where: { idGraf_number: { idGraf: connection.idGraf, number: from } },
  });
  expect(contact.name).toBe("Maria");
  const [ticket] = await ticketsOf(from);
  expect(ticket).toMatchObject({
    status: "pending",
    unreadMessages: 1,
    unread: true,
    lastMessage: "Preciso de ajuda",
    userId: null,
  });
});

test("a contact known only by number takes the name WhatsApp reports later; a name an attendant gave stays", async () => {
  const from = number();
  const contactOf = () =>
    prisma.contact.findUniqueOrThrow({ where: { idGraf_number: { idGraf: connection.idGraf, number: from } } });
  await receiveMessage(connection, inbound({ from, contact: { number: from } }));
  expect((await contactOf()).name).toBe(from);
  await receiveMessage(connection, inbound({ from, contact: { number: from, name: " Maria Souza " } }));
  expect((await contactOf()).name).toBe("Maria Souza");
  await prisma.contact.update({ where: { id: (await contactOf()).id }, data: { name: "Maria (cliente VIP)" } });
  await receiveMessage(connection, inbound({ from, contact: { number: from, name: "Maria" } }));
  expect((await contactOf()).name).toBe("Maria (cliente VIP)");
});

test("the same message id delivered again changes nothing, also when the copies arrive at once", async () => {
  const from = number();
  const message = inbound({ from });
  await receiveMessage(connection, message);
  expect(await receiveMessage(connection, message)).toBeNull();
  const twins = inbound({ from });
  await Promise.all(Array.from({ length: 5 }, () => receiveMessage(connection, twins)));
  const [ticket] = await ticketsOf(from);
  expect(ticket.unreadMessages).toBe(2);
  expect(await prisma.message.count({ where: { ticketId: ticket.id } })).toBe(2);
});

test("20 concurrent messages from one new number make one contact and one ticket", async () => {
  const from = number();
  await Promise.all(Array.from({ length: 20 }, () => receiveMessage(connection, inbound({ from }))));
  expect(await prisma.contact.count({ where: { idGraf: connection.idGraf, number: from } })).toBe(1);
  const tickets = await ticketsOf(from);
  expect(tickets).toHaveLength(1);
  expect(tickets[0].unreadMessages).toBe(20);
  expect(await prisma.message.count({ where: { ticketId: tickets[0].id } })).toBe(20);
});

test("a closed ticket reopens within timeCreateNewTicket; after it a new ticket starts", async () => {
  const from = number();
  const first = (await receiveMessage(connection, inbound({ from })))!;
  await prisma.ticket.update({ where: { id: first.ticketId }, data: { status: "closed", closedAt: new Date() } });
  const again = (await receiveMessage(connection, inbound({ from })))!;
  expect(again).toMatchObject({ ticketId: first.ticketId, reopened: true });
  expect((await prisma.ticket.findUniqueOrThrow({ where: { id: first.ticketId } })).status).toBe("pending");

  const longAgo = new Date(Date.now() - 2 * 3600 * 1000);
  await prisma.ticket.update({ where: { id: first.ticketId }, data: { status: "closed", closedAt: longAgo } });
  const fresh = (await receiveMessage(connection, inbound({ from })))!;
  expect(fresh.created).toBe(true);
  expect(fresh.ticketId).not.toBe(first.ticketId);
});

test("group messages are ignored while CheckMsgIsGroup is on, and kept on the group's ticket when off", async () => {
  const group = inbound({ isGroup: true, chatId: "120363041234567890", from: number() });
  expect(await receiveMessage(connection, group)).toBeNull();
  await prisma.setting.update({
    where: { idGraf_key: { idGraf: connection.idGraf, key: "CheckMsgIsGroup" } },
    data: { value: "disabled" },
  });
  const received = (await receiveMessage(connection, group))!;
  const ticket = await prisma.ticket.findUniqueOrThrow({
    where: { id: received.ticketId },
    include: { contact: true },
  });
  expect(ticket).toMatchObject({ isGroup: true, contact: { number: "120363041234567890", isGroup: true } });
  const message = await prisma.message.findUniqueOrThrow({
    where: { id: received.messageId },
    include: { contact: true },
  });
  expect(message.contact?.number).toBe(group.contact.number);
});

test("a reply keeps its quoted message; a message from the phone itself is not unread", async () => {
  const from = number();
  const original = inbound({ from });
  await receiveMessage(connection, original);
  const reply = (await receiveMessage(
    connection,
    inbound({ from, quotedId: original.id, kind: "extendedTextMessage" }),
  ))!;
  const stored = await prisma.message.findUniqueOrThrow({
    where: { id: reply.messageId },
    include: { quotedMsg: true },
  });
  expect(stored.quotedMsg?.providerMessageId).toBe(original.id);

  const own = (await receiveMessage(connection, inbound({ from, fromMe: true, body: "Respondido pelo celular" })))!;
  const ticket = await prisma.ticket.findUniqueOrThrow({ where: { id: own.ticketId } });
  expect(ticket).toMatchObject({ unreadMessages: 2, lastMessage: "Respondido pelo celular" });
});

test("with one queue on the connection the new ticket takes it", async () => {
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: connection.idGraf } });
  await prisma.whatsappQueue.create({ data: { whatsappId: connection.id, queueId: queue.id } });
  const received = (await receiveMessage(connection, inbound({ from: number() })))!;
  expect((await prisma.ticket.findUniqueOrThrow({ where: { id: received.ticketId } })).queueId).toBe(queue.id);
});

test("media is PENDING until the download job stores it under a generated name, ERROR when the provider has no file", async () => {
  const from = number();
  const one = await simulatedMedia(connection.idGraf, "one", "image/jpeg", "photo.jpg");
  const first = (await receiveMessage(connection, inbound({ from, kind: "image", body: "", ...one })))!;
  const second = (await receiveMessage(
    connection,
    inbound({
      from: number(),
      kind: "image",
      body: "",
      ...(await simulatedMedia(connection.idGraf, "two", "image/jpeg")),
    }),
  ))!;
  expect((await prisma.message.findUniqueOrThrow({ where: { id: first.messageId } })).mediaUrl).toBe(MEDIA_PENDING);

  await drainDownloads();
  const keys = await Promise.all(
    [first, second].map(
      async (r) => (await prisma.message.findUniqueOrThrow({ where: { id: r.messageId } })).mediaUrl!,
    ),
  );
  expect(keys[0]).not.toBe(keys[1]);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  const stored = await prisma.message.findUniqueOrThrow({ where: { id: first.messageId } });
  expect(stored).toMatchObject({ mediaUrl: keys[0], mediaNameOriginal: "photo.jpg", mediaType: "image" });
  expect(await mediaStore().open(connection.idGraf + 1, keys[0])).toBeNull();
  expect((await mediaStore().open(connection.idGraf, keys[0]))?.size).toBe(3);
  // One job per message: a redelivery enqueues nothing more.
  expect(await prisma.job.count({ where: { key: `download-media:${first.messageId}` } })).toBe(1);

  const gone = {
    media: { mimetype: "image/jpeg" },
    raw: { simulator: { media: { stagedKey: "00000000-0000-0000-0000-000000000000.jpg" } } },
  };
  const failed = (await receiveMessage(connection, inbound({ from, kind: "image", body: "", ...gone })))!;
  await drainDownloads();
  expect((await prisma.message.findUniqueOrThrow({ where: { id: failed.messageId } })).mediaUrl).toBe(MEDIA_ERROR);
});

test("acks only go up; edits keep the previous text; deletions mark the message", async () => {
  const message = inbound({ from: number(), fromMe: true, body: "first" });
  const { messageId } = (await receiveMessage(connection, message))!;
  await applyMessageUpdate(connection, { type: "ack", id: message.id, ack: 4 });
  await applyMessageUpdate(connection, { type: "ack", id: message.id, ack: 3 });
  const ours = { chat: message.contact.number, sender: "us", fromMe: true };
  await applyMessageUpdate(connection, { type: "edit", id: message.id, body: "second", author: ours });
  expect(await prisma.message.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    ack: 4,
    body: "second",
    editedMessage: "first",
  });
  await applyMessageUpdate(connection, { type: "delete", id: message.id, author: ours });
  expect((await prisma.message.findUniqueOrThrow({ where: { id: messageId } })).isDeleted).toBe(true);
  expect(await applyMessageUpdate(connection, { type: "ack", id: "unknown", ack: 3 })).toBeNull();
});
