import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as createKey } from "@/app/api/api-keys/route";
import { POST as send } from "@/app/api/v1/messages/route";
import { prisma } from "@/lib/db/client";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { bearer, call } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeConnection, makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// The public API's send: a key's message reaches the contact through the attendant's durable send.
const pairedSimulator = liveSimulators();

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;

// A file server on loopback: /file/<bytes> answers that many bytes, anything else 404.
let files = "";
let fileRequests = 0;
const fileServer = http.createServer((req, res) => {
  fileRequests++;
  const size = Number(/^\/file\/(\d+)$/.exec(req.url ?? "")?.[1] ?? -1);
  if (size < 0) return res.writeHead(404).end();
  res.writeHead(200, { "content-type": "application/pdf", "content-length": size }).end(Buffer.alloc(size, 7));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fileServer.listen(0, "127.0.0.1", resolve));
  files = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => fileServer.close(resolve)));
afterEach(() => {
  delete process.env.API_MEDIA_PRIVATE_HOSTS;
  delete process.env.MEDIA_MAX_BYTES;
});

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
  await prisma.whatsapp.update({ where: { id: desk.whatsappId }, data: { defaultQueueId: desk.otherQueueId } });
});

async function keyWith(scopes: string[]) {
  const res = await call(createKey, { method: "POST", body: { name: "ERP", scopes }, headers: desk.admin.headers });
  return bearer(res.json.key);
}

const post = (headers: Record<string, string>, body: unknown) =>
  call(send, { method: "POST", path: "/api/v1/messages", body, headers });
const received = (number: string) =>
  simulator
    .outbox()
    .filter((sent) => sent.to === number)
    .map((sent) => sent.body);

test("a key's message to a new number opens a pending ticket in the default department and reaches the phone", async () => {
  const key = await keyWith(["messages:send"]);
  const res = await post(key, { number: "+55 (11) 98765-4321", body: "Seu pedido saiu para entrega" });
  expect(res.status).toBe(202);
  const { messageId, ticketId, contactId } = res.json;
  const ticket = await prisma.ticket.findUniqueOrThrow({ where: { id: ticketId } });
  expect(ticket).toMatchObject({ status: "pending", queueId: desk.otherQueueId, contactId, idGraf: desk.idGraf });
  const contact = await prisma.contact.findUniqueOrThrow({ where: { id: contactId } });
  expect(contact.number).toBe("5511987654321");
  await drainSends();
  expect(received(contact.number)).toEqual(["Seu pedido saiu para entrega"]);
  // Attributed to the admin who created the key, not to an attendant of the ticket.
  const message = await prisma.message.findUniqueOrThrow({ where: { id: messageId } });
  expect(message).toMatchObject({ userId: desk.admin.id, fromMe: true, ack: expect.any(Number) });
  expect(message.ack).toBeGreaterThan(0);
});

test("a message joins the contact's ticket in progress", async () => {
  const key = await keyWith(["messages:send"]);
  const contact = await makeContact(desk.idGraf);
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, contactId: contact.id, status: "open" });
  const res = await post(key, { number: contact.number, body: "Olá" });
  expect(res.json).toEqual({ messageId: expect.any(Number), ticketId: ticket.id, contactId: contact.id });
});

test("another tenant's contact and ticket of the same number are never joined", async () => {
  const key = await keyWith(["messages:send"]);
  const other = await makeDesk();
  const theirs = await makeContact(other.idGraf);
  await makeTicket(other.idGraf, { whatsappId: other.whatsappId, contactId: theirs.id, status: "open" });
  const res = await post(key, { number: theirs.number, body: "Olá" });
  expect(res.status).toBe(202);
  const contact = await prisma.contact.findUniqueOrThrow({ where: { id: res.json.contactId } });
  const ticket = await prisma.ticket.findUniqueOrThrow({ where: { id: res.json.ticketId } });
  expect(contact).toMatchObject({ idGraf: desk.idGraf, number: theirs.number });
  expect(ticket).toMatchObject({ idGraf: desk.idGraf, contactId: contact.id, whatsappId: desk.whatsappId });
});

test("a contact without a ticket in progress on the connection gets a new pending one, and stays one contact", async () => {
  const key = await keyWith(["messages:send"]);
  const contact = await makeContact(desk.idGraf);
  const closed = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "closed",
  });
  const other = await makeConnection(desk.idGraf);
  await makeTicket(desk.idGraf, { whatsappId: other.id, contactId: contact.id, status: "open" });
  const res = await post(key, { number: contact.number, body: "Olá" });
  expect(res.json.contactId).toBe(contact.id);
  expect(res.json.ticketId).not.toBe(closed.id);
  const ticket = await prisma.ticket.findUniqueOrThrow({ where: { id: res.json.ticketId } });
  expect(ticket).toMatchObject({ status: "pending", whatsappId: desk.whatsappId, queueId: desk.otherQueueId });
  expect(await prisma.contact.count({ where: { idGraf: desk.idGraf, number: contact.number } })).toBe(1);
  // The next message joins that ticket.
  expect((await post(key, { number: contact.number, body: "Ainda aí?" })).json.ticketId).toBe(ticket.id);
});

test("the number is checked on the connection the message is sent from", async () => {
  const key = await keyWith(["messages:send"]);
  const other = await makeConnection(desk.idGraf);
  (await pairedSimulator(other.id)).markNotOnWhatsapp(["5511955554444"]);
  const refused = await post(key, { number: "5511955554444", body: "Oi", whatsappId: other.id });
  expect(refused.status).toBe(400);
  expect(refused.json.error).toBe("ERR_WAPP_INVALID_CONTACT");
  expect(await prisma.contact.count({ where: { idGraf: desk.idGraf, number: "5511955554444" } })).toBe(0);
  // The default connection's phone knows the number.
  expect((await post(key, { number: "5511955554444", body: "Oi" })).status).toBe(202);
});

test("a repeated Idempotency-Key answers the first result and sends nothing more", async () => {
  const key = await keyWith(["messages:send"]);
  const headers = { ...key, "idempotency-key": "order-1234" };
  const first = await post(headers, { number: "5511912345678", body: "Uma vez" });
  const again = await post(headers, { number: "5511912345678", body: "Uma vez" });
  expect(again.status).toBe(202);
  expect(again.json).toEqual(first.json);
  await drainSends();
  expect(received("5511912345678")).toEqual(["Uma vez"]);
  const other = await post({ ...key, "idempotency-key": "order-1235" }, { number: "5511912345678", body: "Outra" });
  expect(other.json.messageId).not.toBe(first.json.messageId);
});

test("a key without messages:send gets 403 and bad input 400, with nothing sent", async () => {
  const reader = await keyWith(["tickets:read"]);
  const refused = await post(reader, { number: "5511912345678", body: "Não" });
  expect(refused.status).toBe(403);
  expect(refused.json.error).toBe("ERR_API_KEY_SCOPE");
  const key = await keyWith(["messages:send"]);
  const bad = await post(key, { number: "5511912345678", body: "" });
  expect(bad.status).toBe(400);
  expect(bad.json.error).toBe("ERR_BAD_REQUEST");
  const otherTenant = await makeDesk();
  const foreign = await post(key, { number: "5511912345678", body: "x", whatsappId: otherTenant.whatsappId });
  expect(foreign.status).toBe(404);
  await drainSends();
  expect(simulator.outbox()).toEqual([]);
});

test("a file from a link or in base64 is stored like an upload and reaches the phone, with or without a text", async () => {
  process.env.API_MEDIA_PRIVATE_HOSTS = new URL(files).host;
  const key = await keyWith(["messages:send"]);
  const linked = await post(key, {
    number: "5511912340001",
    media: { url: `${files}/file/5000`, filename: "boleto.pdf", mimetype: "application/pdf" },
  });
  expect(linked.status).toBe(202);
  const inline = await post(key, {
    number: "5511912340001",
    body: "Sua foto",
    media: { base64: Buffer.alloc(300, 1).toString("base64"), filename: "foto.png", mimetype: "image/png" },
  });
  expect(inline.status).toBe(202);
  await drainSends();
  // The outbox is newest first; a document whose caption is its name goes without one, as from the chat.
  const sent = simulator.outbox().filter((item) => item.to === "5511912340001");
  expect(sent.map(({ type, fileName, mimetype, size }) => ({ type, fileName, mimetype, size }))).toEqual([
    { type: "media", fileName: "foto.png", mimetype: "image/png", size: 300 },
    { type: "media", fileName: "boleto.pdf", mimetype: "application/pdf", size: 5000 },
  ]);
  expect(sent[0].body).toBe("Sua foto");
  const stored = await prisma.message.findUniqueOrThrow({ where: { id: inline.json.messageId } });
  expect(stored).toMatchObject({ mediaType: "image", mediaNameOriginal: "foto.png", body: "Sua foto" });
  expect(stored.mediaUrl).toMatch(/^[0-9a-f-]{36}\.png$/);
});

test("a refused file is a 4xx with its code, and nothing is stored or sent", async () => {
  const key = await keyWith(["messages:send"]);
  const media = (fields: Record<string, string>) => ({
    number: "5511912340002",
    media: { filename: "a.pdf", mimetype: "application/pdf", ...fields },
  });
  const neither = await post(key, { number: "5511912340002" });
  expect(neither.status).toBe(400);
  expect(neither.json).toMatchObject({ error: "ERR_BAD_REQUEST", details: [{ path: "body" }] });
  const both = await post(key, media({ url: `${files}/file/10`, base64: "AAAA" }));
  expect(both.status).toBe(400);
  const notHttp = await post(key, media({ url: "ftp://example.com/a.pdf" }));
  expect(notHttp.status).toBe(400);

  // Loopback is not a public address unless API_MEDIA_PRIVATE_HOSTS lists it; the server is never asked.
  const requests = fileRequests;
  const loopback = await post(key, media({ url: `${files}/file/10` }));
  expect(loopback.status).toBe(422);
  expect(loopback.json.error).toBe("ERR_MEDIA_URL_REFUSED");
  const named = await post(key, media({ url: `${files.replace("127.0.0.1", "localhost")}/file/10` }));
  expect(named.json.error).toBe("ERR_MEDIA_URL_REFUSED");
  expect(fileRequests).toBe(requests);

  process.env.API_MEDIA_PRIVATE_HOSTS = new URL(files).host;
  const missing = await post(key, media({ url: `${files}/nothing` }));
  expect(missing.status).toBe(422);
  expect(missing.json.error).toBe("ERR_MEDIA_URL_UNREACHABLE");
  process.env.MEDIA_MAX_BYTES = "1000";
  const large = await post(key, media({ url: `${files}/file/5000` }));
  expect(large.status).toBe(413);
  expect(large.json.error).toBe("ERR_MEDIA_TOO_LARGE");
  const largeInline = await post(key, media({ base64: Buffer.alloc(1500).toString("base64") }));
  expect(largeInline.json.error).toBe("ERR_MEDIA_TOO_LARGE");

  expect(await prisma.contact.count({ where: { idGraf: desk.idGraf, number: "5511912340002" } })).toBe(0);
  await drainSends();
  expect(simulator.outbox()).toEqual([]);
});

test("a repeated Idempotency-Key with a file sends the file once", async () => {
  const key = await keyWith(["messages:send"]);
  const headers = { ...key, "idempotency-key": "invoice-77" };
  const body = {
    number: "5511912340003",
    media: { base64: Buffer.alloc(64, 2).toString("base64"), filename: "nota.pdf", mimetype: "application/pdf" },
  };
  const first = await post(headers, body);
  const again = await post(headers, body);
  expect(again.json).toEqual(first.json);
  await drainSends();
  expect(simulator.outbox().map((item) => item.fileName)).toEqual(["nota.pdf"]);
});
