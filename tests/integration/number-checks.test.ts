import { POST as bulkRoute } from "@/app/api/bulkMessage/route";
import { POST as quickContactRoute } from "@/app/api/contact/route";
import { PUT as updateContactRoute } from "@/app/api/contacts/[id]/route";
import { POST as contactRoute } from "@/app/api/contacts/route";
import { POST as scheduleRoute } from "@/app/api/schedules/route";
import { POST as notOnWhatsappRoute } from "@/app/api/simulator/[whatsappId]/not-on-whatsapp/route";
import { POST as ticketRoute } from "@/app/api/tickets/route";
import { prisma } from "@/lib/db/client";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainDue } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk } from "@/tests/support/ticket-factories";

// Spec section 8: a number WhatsApp does not know is ERR_WAPP_INVALID_CONTACT (400) before anything
// is stored; a connection that cannot be asked is ERR_WAPP_CHECK_CONTACT. The simulator models
// numbers that are not on WhatsApp through POST /simulator/{id}/not-on-whatsapp.
const pairedSimulator = liveSimulators();

const UNKNOWN = "5511955550000";
const KNOWN = "5511955551111";

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;

const post = <P>(handler: Parameters<typeof call<P>>[0], body: unknown) =>
  call(handler, { method: "POST", headers: desk.admin.headers, body });
const invalid = { status: 400, json: { error: "ERR_WAPP_INVALID_CONTACT", message: "Not a valid WhatsApp number." } };
const contactBody = (number: string) => ({ name: "Sem WhatsApp", zoneCode: "55", number: number.slice(2) });

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
  const marked = await call(notOnWhatsappRoute, {
    method: "POST",
    headers: desk.admin.headers,
    params: { whatsappId: String(desk.whatsappId) },
    body: { numbers: [UNKNOWN] },
  });
  expect(marked.json).toEqual({ notOnWhatsapp: [UNKNOWN] });
});

test("a contact whose number is not on WhatsApp is refused and not stored; one that is, is created", async () => {
  expect(await post(contactRoute, contactBody(UNKNOWN))).toMatchObject({
    ...invalid,
    json: { ...invalid.json, details: [{ path: "number" }] },
  });
  expect(await post(quickContactRoute, { name: "Cartão", number: UNKNOWN, email: "" })).toMatchObject(invalid);
  expect(await prisma.contact.count({ where: { idGraf: desk.idGraf, number: UNKNOWN } })).toBe(0);
  expect((await post(contactRoute, contactBody(KNOWN))).status).toBe(201);
});

test("changing a contact's number to one not on WhatsApp is refused; keeping it asks nothing", async () => {
  const contact = await makeContact(desk.idGraf, { number: KNOWN });
  const put = (number: string) =>
    call(updateContactRoute, {
      method: "PUT",
      headers: desk.admin.headers,
      params: { id: String(contact.id) },
      body: contactBody(number),
    });
  expect(await put(UNKNOWN)).toMatchObject(invalid);
  expect((await prisma.contact.findUniqueOrThrow({ where: { id: contact.id } })).number).toBe(KNOWN);
  await simulator.logout();
  expect((await put(KNOWN)).status).toBe(200);
});

test("a ticket, a schedule or a bulk row for a number not on WhatsApp is refused before anything is stored", async () => {
  // An imported contact was never checked.
  const contact = await makeContact(desk.idGraf, { number: UNKNOWN });
  expect(await post(ticketRoute, { contactId: contact.id, status: "pending" })).toMatchObject(invalid);
  expect(
    await post(scheduleRoute, {
      body: "Lembrete",
      contactId: contact.id,
      sendAt: new Date(Date.now() + 60_000).toISOString(),
    }),
  ).toMatchObject(invalid);
  const rows = [KNOWN, UNKNOWN].map((phone) => ({ phone, message: "Oferta", whatsappId: desk.whatsappId }));
  const bulk = await post(bulkRoute, rows);
  expect(bulk).toMatchObject(invalid);
  expect(bulk.json.details).toEqual([{ path: "1.phone", message: "ERR_WAPP_INVALID_CONTACT" }]);
  expect(await prisma.ticket.count({ where: { idGraf: desk.idGraf } })).toBe(0);
  expect(await prisma.schedule.count({ where: { idGraf: desk.idGraf } })).toBe(0);
  expect(await prisma.bulkMessageBatch.count({ where: { idGraf: desk.idGraf } })).toBe(0);
});

test("while the connection is not connected nothing is accepted unchecked: ERR_WAPP_CHECK_CONTACT", async () => {
  await simulator.logout();
  const cannotAsk = { status: 502, json: { error: "ERR_WAPP_CHECK_CONTACT" } };
  expect(await post(contactRoute, contactBody(KNOWN))).toMatchObject(cannotAsk);
  const contact = await makeContact(desk.idGraf, { number: KNOWN });
  expect(await post(ticketRoute, { contactId: contact.id, status: "pending" })).toMatchObject(cannotAsk);
  expect(await prisma.ticket.count({ where: { idGraf: desk.idGraf } })).toBe(0);
});

test("a tenant without a default connection gets ERR_NO_DEF_WAPP_FOUND", async () => {
  await prisma.whatsapp.update({ where: { id: desk.whatsappId }, data: { isDefault: false } });
  expect(await post(contactRoute, contactBody(KNOWN))).toMatchObject({
    status: 404,
    json: { error: "ERR_NO_DEF_WAPP_FOUND" },
  });
});

test("a message to a number WhatsApp does not know fails with that reason", async () => {
  const contact = await makeContact(desk.idGraf, { number: UNKNOWN });
  const ticket = await prisma.ticket.create({
    data: {
      idGraf: desk.idGraf,
      contactId: contact.id,
      whatsappId: desk.whatsappId,
      status: "open",
      userId: desk.admin.id,
    },
  });
  const { POST: sendRoute } = await import("@/app/api/messages/[id]/route");
  const sent = await call(sendRoute, {
    method: "POST",
    headers: desk.admin.headers,
    params: { id: String(ticket.id) },
    body: { body: "Oi" },
  });
  await drainDue();
  expect(await prisma.message.findUniqueOrThrow({ where: { id: sent.json.id } })).toMatchObject({
    ack: 0,
    sendError: "ERR_WAPP_INVALID_CONTACT",
  });
});
