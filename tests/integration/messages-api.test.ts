import { DELETE as deleteMessage, GET as listMessages, POST as sendMessage } from "@/app/api/messages/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { bearer, call, makeTenant, makeUser } from "@/tests/support/factories";

let admin: Record<string, string>;
let attendant: Record<string, string>;
let ticketId: number;
let connection: { id: number; idGraf: number };

beforeEach(async () => {
  const tenant = await makeTenant();
  admin = bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 }));
  attendant = bearer(await signAccessToken({ userId: (await makeUser(tenant.idGraf)).id, tokenVersion: 0 }));
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const whatsapp = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id },
  });
  connection = { id: whatsapp.id, idGraf: tenant.idGraf };
  for (let i = 1; i <= 25; i++) {
    const at = new Date(Date.now() - (30 - i) * 1000);
    const received = await receiveMessage(connection, {
      id: `LIST-${i}`,
      chatId: "5511933332222",
      isGroup: false,
      fromMe: false,
      contact: { number: "5511933332222" },
      kind: "conversation",
      body: `m${i}`,
      timestamp: at,
      raw: {},
    });
    ticketId = received!.ticketId;
  }
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: tenant.admin.id } });
});

const page = (headers: Record<string, string>, pageNumber: number) =>
  call(listMessages, {
    headers,
    params: { id: String(ticketId) },
    path: `/api/messages/${ticketId}?pageNumber=${pageNumber}`,
  });

test("pages come newest first, each in reading order", async () => {
  const first = await page(admin, 1);
  expect(first.json.messages.map((m: { body: string }) => m.body)).toEqual(
    Array.from({ length: 20 }, (_, i) => `m${i + 6}`),
  );
  expect(first.json.hasMore).toBe(true);
  const second = await page(admin, 2);
  expect(second.json.messages.map((m: { body: string }) => m.body)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
  expect(second.json.hasMore).toBe(false);
});

test("a reply's answer is the message as the chat then reads it: author, quote and its contact, time", async () => {
  const quoted = await prisma.message.findFirstOrThrow({ where: { ticketId, body: "m25" } });
  const sent = await call(sendMessage, {
    method: "POST",
    headers: admin,
    params: { id: String(ticketId) },
    body: { body: "Sobre isto", quotedMsg: { id: quoted.id } },
  });
  expect(sent.status).toBe(201);
  expect(sent.json).toMatchObject({
    user: { name: expect.any(String) },
    quotedMsg: { id: quoted.id, body: "m25", contact: { id: quoted.contactId } },
  });
  const listed = (await page(admin, 1)).json.messages.at(-1);
  // The send job may have moved the ack on since the answer.
  expect({ ...sent.json, ack: listed.ack }).toEqual(listed);
});

test("a reply is stored at once with ack 0; only own messages can be deleted", async () => {
  const sent = await call(sendMessage, {
    method: "POST",
    headers: admin,
    params: { id: String(ticketId) },
    body: { body: "Como posso ajudar?" },
  });
  expect(sent.status).toBe(201);
  expect(sent.json).toMatchObject({ body: "Como posso ajudar?", fromMe: true, ack: 0, ticketId });

  expect(
    (
      await call(sendMessage, {
        method: "POST",
        headers: admin,
        params: { id: String(ticketId) },
        body: { body: "  " },
      })
    ).status,
  ).toBe(400);

  const removed = await call(deleteMessage, { method: "DELETE", headers: admin, params: { id: String(sent.json.id) } });
  expect(removed.status).toBe(200);
  expect((await prisma.message.findUniqueOrThrow({ where: { id: sent.json.id } })).isDeleted).toBe(true);

  const theirs = await prisma.message.findFirstOrThrow({ where: { ticketId, fromMe: false } });
  expect(
    (await call(deleteMessage, { method: "DELETE", headers: admin, params: { id: String(theirs.id) } })).json.error,
  ).toBe("ERR_NO_PERMISSION");
});

test("a reply sets the ticket's last message and one send job; a ticket not open refuses it and keeps nothing", async () => {
  const reply = (body: string) =>
    call(sendMessage, { method: "POST", headers: admin, params: { id: String(ticketId) }, body: { body } });
  const sent = await reply("Já verifico");
  expect(sent.status).toBe(201);
  expect(await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({
    lastMessage: "Já verifico",
  });
  expect(await prisma.job.count({ where: { key: `send-message:${sent.json.id}` } })).toBe(1);

  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "pending" } });
  const jobs = await prisma.job.count();
  const refused = await reply("Ainda aí?");
  expect(refused.status).toBe(400);
  expect(refused.json.details).toEqual([{ path: "ticket", message: "notOpen" }]);
  expect(await prisma.message.count({ where: { ticketId, body: "Ainda aí?" } })).toBe(0);
  expect(await prisma.job.count()).toBe(jobs);
  expect(await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } })).toMatchObject({
    lastMessage: "Já verifico",
  });
});

test("an attendant who may not see the ticket gets 404", async () => {
  expect((await page(attendant, 1)).status).toBe(404);
  expect(
    (
      await call(sendMessage, {
        method: "POST",
        headers: attendant,
        params: { id: String(ticketId) },
        body: { body: "Oi" },
      })
    ).status,
  ).toBe(404);
});

describe("cursors", () => {
  const at = (headers: Record<string, string>, query: string, id = ticketId) =>
    call(listMessages, { headers, params: { id: String(id) }, path: `/api/messages/${id}?${query}` });
  const bodies = (answer: { json: { messages: { body: string }[] } }) => answer.json.messages.map((m) => m.body);
  const idOf = (body: string) =>
    prisma.message.findFirstOrThrow({ where: { ticketId, body }, select: { id: true } }).then((m) => m.id);

  test("aroundMessageId answers the page around a message, deep in history, and pages go both ways from it", async () => {
    const around = await at(admin, `aroundMessageId=${await idOf("m3")}`);
    expect(around.status).toBe(200);
    expect(bodies(around)).toEqual(["m1", "m2", "m3", ...Array.from({ length: 10 }, (_, i) => `m${i + 4}`)]);
    expect(around.json).toMatchObject({ hasMore: false, hasNewer: true });

    const newer = await at(admin, `afterId=${await idOf("m13")}`);
    expect(bodies(newer)).toEqual(Array.from({ length: 12 }, (_, i) => `m${i + 14}`));
    expect(newer.json.hasNewer).toBe(false);

    const older = await at(admin, `beforeId=${await idOf("m22")}`);
    expect(bodies(older)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 2}`));
    expect(older.json.hasMore).toBe(true);
  });

  test("a message of another ticket or tenant is not found, two cursors are refused, an invisible ticket stays 404", async () => {
    const other = await makeTenant();
    const foreignQueue = await prisma.queue.findFirstOrThrow({ where: { idGraf: other.idGraf } });
    const foreignWhatsapp = await prisma.whatsapp.create({
      data: { idGraf: other.idGraf, name: "Sim B", provider: "simulator", defaultQueueId: foreignQueue.id },
    });
    const foreign = await receiveMessage(
      { id: foreignWhatsapp.id, idGraf: other.idGraf },
      {
        id: "FOREIGN-1",
        chatId: "5511944445555",
        isGroup: false,
        fromMe: false,
        contact: { number: "5511944445555" },
        kind: "conversation",
        body: "theirs",
        timestamp: new Date(),
        raw: {},
      },
    );
    const foreignMessage = await prisma.message.findFirstOrThrow({ where: { ticketId: foreign!.ticketId } });
    const answer = await at(admin, `aroundMessageId=${foreignMessage.id}`);
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe("ERR_NOT_FOUND");
    expect((await at(admin, `beforeId=${foreignMessage.id}`)).status).toBe(404);
    expect((await at(admin, `beforeId=1&afterId=2`)).status).toBe(400);
    expect((await at(attendant, `aroundMessageId=${await idOf("m3")}`)).json.error).toBe("ERR_NO_TICKET_FOUND");
  });
});
