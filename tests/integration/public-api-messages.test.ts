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
