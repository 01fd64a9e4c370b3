import { POST as createKey } from "@/app/api/api-keys/route";
import { PATCH as patchContact } from "@/app/api/v1/contacts/[id]/route";
import { GET as listContacts, POST as createContact } from "@/app/api/v1/contacts/route";
import { GET as ticketMessages } from "@/app/api/v1/tickets/[id]/messages/route";
import { GET as getTicket, PATCH as patchTicket } from "@/app/api/v1/tickets/[id]/route";
import { GET as listTickets } from "@/app/api/v1/tickets/route";
import { prisma } from "@/lib/db/client";
import { API_PAGE_SIZE } from "@/lib/public-api/list-api-tickets";
import { bearer, call } from "@/tests/support/factories";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk, makeMessage, makeTag, makeTicket } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();

async function keyWith(desk: Awaited<ReturnType<typeof makeDesk>>, scopes: string[]) {
  const res = await call(createKey, { method: "POST", body: { name: "ERP", scopes }, headers: desk.admin.headers });
  return bearer(res.json.key);
}

test("tickets page by cursor and filter by status; one is read and moved with tickets:write", async () => {
  const desk = await makeDesk();
  const key = await keyWith(desk, ["tickets:read", "tickets:write"]);
  const contacts = await Promise.all(Array.from({ length: API_PAGE_SIZE + 2 }, () => makeContact(desk.idGraf)));
  const made = [];
  for (const [i, contact] of contacts.entries())
    made.push(
      await makeTicket(desk.idGraf, {
        whatsappId: desk.whatsappId,
        contactId: contact.id,
        status: i % 2 ? "pending" : "closed",
      }),
    );
  const first = await call(listTickets, { path: "/api/v1/tickets", headers: key });
  expect(first.status).toBe(200);
  expect(first.json.items).toHaveLength(API_PAGE_SIZE);
  const second = await call(listTickets, { path: `/api/v1/tickets?cursor=${first.json.nextCursor}`, headers: key });
  expect(second.json.nextCursor).toBeNull();
  expect([...first.json.items, ...second.json.items].map((t: { id: number }) => t.id)).toEqual(made.map((t) => t.id));
  const pending = await call(listTickets, { path: "/api/v1/tickets?status=pending", headers: key });
  expect(pending.json.items.every((t: { status: string }) => t.status === "pending")).toBe(true);
  const bad = await call(listTickets, { path: "/api/v1/tickets?status=lost", headers: key });
  expect(bad.status).toBe(400);

  const target = made[1];
  const read = await call(getTicket, { params: { id: String(target.id) }, headers: key });
  expect(read.json).toMatchObject({ id: target.id, status: "pending", contactId: contacts[1].id, tagIds: [] });
  const moved = await call(patchTicket, {
    method: "PATCH",
    params: { id: String(target.id) },
    body: { status: "pending", queueId: desk.otherQueueId },
    headers: key,
  });
  expect(moved.status).toBe(200);
  expect(moved.json).toMatchObject({ id: target.id, queueId: desk.otherQueueId });

  // Tags are set as a whole; an unknown one (or another tenant's) refuses the change entirely.
  const [urgent, vip] = await Promise.all([makeTag(desk.idGraf), makeTag(desk.idGraf)]);
  const tagged = await call(patchTicket, {
    method: "PATCH",
    params: { id: String(target.id) },
    body: { tagIds: [vip.id, urgent.id, vip.id] },
    headers: key,
  });
  expect(tagged.status).toBe(200);
  expect([...tagged.json.tagIds].sort()).toEqual([urgent.id, vip.id].sort());
  const otherTenant = await makeDesk();
  const foreignTag = await prisma.tag.create({
    data: { idGraf: otherTenant.idGraf, name: "Alheia", color: "#000000" },
  });
  const unknown = await call(patchTicket, {
    method: "PATCH",
    params: { id: String(target.id) },
    body: { status: "closed", tagIds: [urgent.id, foreignTag.id] },
    headers: key,
  });
  expect(unknown.status).toBe(404);
  expect(unknown.json.error).toBe("ERR_NOT_FOUND");
  const unchanged = await call(getTicket, { params: { id: String(target.id) }, headers: key });
  expect(unchanged.json.status).toBe("pending");
  expect([...unchanged.json.tagIds].sort()).toEqual([urgent.id, vip.id].sort());

  const readOnly = await keyWith(desk, ["tickets:read"]);
  const refused = await call(patchTicket, {
    method: "PATCH",
    params: { id: String(target.id) },
    body: { status: "closed" },
    headers: readOnly,
  });
  expect(refused.status).toBe(403);
  const other = await makeDesk();
  const foreign = await call(getTicket, {
    params: { id: String(target.id) },
    headers: await keyWith(other, ["tickets:read"]),
  });
  expect(foreign.status).toBe(404);
  expect(foreign.json.error).toBe("ERR_NO_TICKET_FOUND");
});

test("a ticket's messages page back from the latest by cursor", async () => {
  const desk = await makeDesk();
  const key = await keyWith(desk, ["tickets:read"]);
  const contact = await makeContact(desk.idGraf);
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, contactId: contact.id, status: "open" });
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < 25; i++) await makeMessage(ticket, { body: `m${i}`, createdAt: new Date(start + i * 1000) });
  const path = (cursor?: string) => `/api/v1/tickets/${ticket.id}/messages${cursor ? `?cursor=${cursor}` : ""}`;
  const latest = await call(ticketMessages, { path: path(), params: { id: String(ticket.id) }, headers: key });
  expect(latest.status).toBe(200);
  const older = await call(ticketMessages, {
    path: path(latest.json.nextCursor),
    params: { id: String(ticket.id) },
    headers: key,
  });
  expect(older.json.nextCursor).toBeNull();
  const bodies = [...older.json.items, ...latest.json.items].map((m: { body: string }) => m.body);
  expect(bodies).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
});

test("contacts are found by number and created with contacts:write, under the app's validation", async () => {
  const desk = await makeDesk();
  const key = await keyWith(desk, ["contacts:read", "contacts:write"]);
  const contact = await makeContact(desk.idGraf, { name: "Joana" });
  const found = await call(listContacts, { path: `/api/v1/contacts?number=${contact.number}`, headers: key });
  expect(found.json).toEqual({ items: [expect.objectContaining({ id: contact.id, name: "Joana" })], nextCursor: null });
  const invalid = await call(createContact, { method: "POST", body: { name: "X", number: "12" }, headers: key });
  expect(invalid.status).toBe(400);
  expect(invalid.json.error).toBe("ERR_BAD_REQUEST");
  const renamed = await call(patchContact, {
    method: "PATCH",
    params: { id: String(contact.id) },
    body: { name: "Joana Lima", number: contact.number.slice(2) },
    headers: key,
  });
  expect(renamed.status).toBe(200);
  expect(renamed.json).toMatchObject({ id: contact.id, name: "Joana Lima", number: contact.number });
  const other = await makeDesk();
  const elsewhere = await call(listContacts, {
    path: `/api/v1/contacts?number=${contact.number}`,
    headers: await keyWith(other, ["contacts:read"]),
  });
  expect(elsewhere.json.items).toEqual([]);
  expect(await prisma.contact.count({ where: { idGraf: desk.idGraf } })).toBe(1);
});

test("a contact's PATCH changes only the fields given, under the app's validation and codes", async () => {
  const desk = await makeDesk();
  await pairedSimulator(desk.whatsappId);
  const key = await keyWith(desk, ["contacts:write"]);
  const contact = await makeContact(desk.idGraf, { name: "Joana" });
  await prisma.contactExtraInfo.create({ data: { contactId: contact.id, name: "CPF", value: "123" } });
  const patch = (body: Record<string, unknown>, id = contact.id) =>
    call(patchContact, { method: "PATCH", params: { id: String(id) }, body, headers: key });

  const emailed = await patch({ email: "joana@example.com" });
  expect(emailed.status).toBe(200);
  expect(emailed.json).toMatchObject({ name: "Joana", number: contact.number, email: "joana@example.com" });
  expect(await prisma.contactExtraInfo.findMany({ where: { contactId: contact.id }, select: { name: true } })).toEqual([
    { name: "CPF" },
  ]);

  const badEmail = await patch({ email: "not an address" });
  expect(badEmail.status).toBe(400);
  expect(badEmail.json).toMatchObject({
    error: "ERR_BAD_REQUEST",
    details: [{ path: "email", message: "invalidEmail" }],
  });
  const codeAlone = await patch({ zoneCode: "1" });
  expect(codeAlone.status).toBe(400);
  expect(codeAlone.json.details).toEqual([{ path: "number", message: "required" }]);
  const taken = await makeContact(desk.idGraf);
  const duplicate = await patch({ number: taken.number });
  expect(duplicate.status).toBe(409);
  expect(duplicate.json.error).toBe("ERR_DUPLICATED_CONTACT");

  const unchanged = await prisma.contact.findUniqueOrThrow({ where: { id: contact.id } });
  expect(unchanged).toMatchObject({ name: "Joana", number: contact.number, email: "joana@example.com" });
  const other = await makeDesk();
  const foreign = await call(patchContact, {
    method: "PATCH",
    params: { id: String(contact.id) },
    body: { name: "Outra" },
    headers: await keyWith(other, ["contacts:write"]),
  });
  expect(foreign.status).toBe(404);
});
