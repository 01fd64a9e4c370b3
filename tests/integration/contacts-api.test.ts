import { DELETE as remove, GET as show, PUT as update } from "@/app/api/contacts/[id]/route";
import { GET as forwardingList } from "@/app/api/contacts/fowarding-list/route";
import { GET as options } from "@/app/api/contacts/list/route";
import { GET as list, POST as create } from "@/app/api/contacts/route";
import { POST as quickCreate } from "@/app/api/contact/route";
import { prisma } from "@/lib/db/client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { recordingIo, type Emitted } from "../support/recording-io";
import { call } from "@/tests/support/factories";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeAttendant, makeDesk, makeTicket, makeMessage } from "@/tests/support/ticket-factories";

// New numbers are checked with the tenant's connection, which is paired and running.
const pairedSimulator = liveSimulators();

type Desk = Awaited<ReturnType<typeof makeDesk>>;
let desk: Desk;
beforeEach(async () => {
  desk = await makeDesk();
  await pairedSimulator(desk.whatsappId);
});

const maria = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Souza",
  zoneCode: "55",
  number: "(11) 98765-4321",
  email: "maria@example.test",
  extraInfo: [{ name: "CPF", value: "123" }],
  ...overrides,
});
const post = (body: unknown, headers = desk.admin.headers) => call(create, { method: "POST", headers, body });
const byId = (id: number) => ({ params: { id: String(id) } });
const fieldsOf = (res: { json: { details?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json.details ?? []).map((d) => [d.path, d.message]));

describe("POST /api/contacts", () => {
  it("stores the number digits-only with its calling code, the caller as creator, and the extra info", async () => {
    const res = await post(maria({ zoneCode: "+55" }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Maria Souza",
      number: "5511987654321",
      zoneCode: "55",
      email: "maria@example.test",
      profilePicUrl: null,
      extraInfo: [{ name: "CPF", value: "123" }],
    });
    const row = await prisma.contact.findUniqueOrThrow({ where: { id: res.json.id } });
    expect({ idGraf: row.idGraf, userId: row.userId }).toEqual({ idGraf: desk.idGraf, userId: desk.admin.id });
  });

  it("answers the spec's validation messages by field", async () => {
    const short = await post(maria({ name: "M", number: "119876543", email: "not-an-email" }));
    expect(short.status).toBe(400);
    expect(fieldsOf(short)).toEqual({ name: "tooShort", email: "invalidEmail" });
    const missing = await post({ name: "", number: "", zoneCode: "" });
    expect(fieldsOf(missing)).toEqual({ name: "required", number: "required", zoneCode: "required" });
    const long = await post(maria({ name: "x".repeat(51) }));
    expect(fieldsOf(long)).toEqual({ name: "tooLong" });
    // Once the other fields pass, a Brazilian number of 9 digits has the wrong count.
    const nine = await post(maria({ number: "119876543" }));
    expect(fieldsOf(nine)).toEqual({ number: "invalidNumber" });
    const unknownCountry = await post(maria({ zoneCode: "999" }));
    expect(fieldsOf(unknownCountry)).toEqual({ zoneCode: "invalidZoneCode" });
  });

  it("takes 10 and 11 digit Brazilian numbers, other countries by their own count, and no e-mail", async () => {
    expect((await post(maria({ number: "1133334444", email: "" }))).json.number).toBe("551133334444");
    expect((await post(maria({ number: "5511912345678" }))).json.number).toBe("5511912345678");
    const portugal = await post(maria({ zoneCode: "351", number: "912 345 678" }));
    expect(portugal.json).toMatchObject({ number: "351912345678", zoneCode: "351" });
    expect(fieldsOf(await post(maria({ zoneCode: "351", number: "91234567" })))).toEqual({ number: "invalidNumber" });
  });

  it("refuses a number the tenant already has with ERR_DUPLICATED_CONTACT, even sent at once", async () => {
    const both = await Promise.all([post(maria()), post(maria({ name: "Outra Maria" }))]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(both.find((res) => res.status === 409)!.json.error).toBe("ERR_DUPLICATED_CONTACT");
    // Another tenant may have the same number.
    const other = await makeDesk();
    await pairedSimulator(other.whatsappId);
    expect((await post(maria(), other.admin.headers)).status).toBe(201);
  });

  it("emits contact-{idGraf} create after the commit", async () => {
    const emitted: Emitted[] = [];
    setSocketServer(recordingIo<Record<string, unknown>>((event) => emitted.push(event)));
    try {
      const res = await post(maria());
      expect(emitted).toEqual([
        {
          rooms: [`tenant:${desk.idGraf}`],
          except: [],
          channel: `contact-${desk.idGraf}`,
          payload: { action: "create", contact: res.json },
        },
      ]);
    } finally {
      setSocketServer(undefined);
    }
  });
});

describe("GET /api/contacts", () => {
  it("finds names ignoring case and accents, and numbers by their digits", async () => {
    for (const [name, number] of [
      ["João Silva", "11911112222"],
      ["Joana", "11933334444"],
      ["Márcia", "21955556666"],
    ]) {
      await post(maria({ name, number }));
    }
    const names = async (searchParam: string) =>
      (
        await call(list, {
          path: `/api/contacts?searchParam=${encodeURIComponent(searchParam)}`,
          headers: desk.admin.headers,
        })
      ).json.contacts.map((c: { name: string }) => c.name);
    expect(await names("joao")).toEqual(["João Silva"]);
    expect(await names("JOÃO")).toEqual(["João Silva"]);
    expect(await names("jo")).toEqual(["Joana", "João Silva"]);
    expect(await names("marcia")).toEqual(["Márcia"]);
    expect(await names("3333-4444")).toEqual(["Joana"]);
    expect(await names("5521")).toEqual(["Márcia"]);
    expect(await names("100%")).toEqual([]);
    expect(await names("zzz")).toEqual([]);
  });

  it("pages by 20 ordered by name with hasMore, and only the tenant's contacts", async () => {
    await prisma.contact.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        idGraf: desk.idGraf,
        name: `C ${String(i).padStart(2, "0")}`,
        number: `55119000000${String(i).padStart(2, "0")}`,
      })),
    });
    const page = (n: number) => call(list, { path: `/api/contacts?pageNumber=${n}`, headers: desk.admin.headers });
    const first = await page(1);
    expect(first.json.hasMore).toBe(true);
    expect(first.json.contacts.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `C ${String(i).padStart(2, "0")}`),
    );
    const second = await page(2);
    expect(second.json).toMatchObject({ hasMore: false });
    expect(second.json.contacts).toHaveLength(5);
    const attendant = await makeAttendant(desk.idGraf);
    expect((await call(list, { path: "/api/contacts", headers: attendant.headers })).json.contacts).toHaveLength(20);
    const other = await makeDesk();
    expect((await call(list, { path: "/api/contacts", headers: other.admin.headers })).json).toEqual({
      contacts: [],
      hasMore: false,
    });
    expect((await call(list, { path: "/api/contacts?pageNumber=0", headers: desk.admin.headers })).status).toBe(400);
    expect((await call(list, { path: "/api/contacts" })).status).toBe(401);
  });

  it("lists every contact for pickers, and pages the forwarding list with its own parameter names", async () => {
    await post(maria({ name: "Bia", number: "11911112222" }));
    await post(maria({ name: "Álvaro", number: "11933334444" }));
    const all = await call(options, { path: "/api/contacts/list", headers: desk.admin.headers });
    expect(all.json).toEqual([
      { id: expect.any(Number), name: "Bia", number: "5511911112222" },
      { id: expect.any(Number), name: "Álvaro", number: "5511933334444" },
    ]);
    const found = await call(forwardingList, {
      path: "/api/contacts/fowarding-list?searchTerm=alvaro&page=1",
      headers: desk.admin.headers,
    });
    expect(found.json).toEqual({
      contacts: [{ id: expect.any(Number), name: "Álvaro", number: "5511933334444", profilePicUrl: null }],
      hasMore: false,
    });
  });
});

describe("GET and PUT /api/contacts/{id}", () => {
  it("reads a contact and replaces its fields and extra info; another contact's number is 409", async () => {
    const created = (await post(maria())).json;
    const other = (await post(maria({ name: "Pedro", number: "11911112222" }))).json;
    expect((await call(show, { ...byId(created.id), headers: desk.admin.headers })).json).toEqual(created);
    const changed = await call(update, {
      method: "PUT",
      ...byId(created.id),
      headers: desk.admin.headers,
      body: maria({ name: "Maria S.", number: created.number, extraInfo: [{ name: "Plano", value: "Ouro" }] }),
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      name: "Maria S.",
      number: "5511987654321",
      extraInfo: [{ name: "Plano", value: "Ouro" }],
    });
    const taken = await call(update, {
      method: "PUT",
      ...byId(created.id),
      headers: desk.admin.headers,
      body: maria({ number: other.number }),
    });
    expect({ status: taken.status, error: taken.json.error }).toEqual({ status: 409, error: "ERR_DUPLICATED_CONTACT" });
    const invalid = await call(update, {
      method: "PUT",
      ...byId(created.id),
      headers: desk.admin.headers,
      body: maria({ number: "123" }),
    });
    expect(invalid.status).toBe(400);
    const missing = await call(show, { ...byId(2_000_000_000), headers: desk.admin.headers });
    expect({ status: missing.status, error: missing.json.error }).toEqual({
      status: 404,
      error: "ERR_NO_CONTACT_FOUND",
    });
  });
});

describe("DELETE /api/contacts/{id}", () => {
  it("deletes a contact without conversations and answers its id; attendants may not", async () => {
    const created = (await post(maria())).json;
    const attendant = await makeAttendant(desk.idGraf);
    const refused = await call(remove, { method: "DELETE", ...byId(created.id), headers: attendant.headers });
    expect({ status: refused.status, error: refused.json.error }).toEqual({ status: 403, error: "ERR_NO_PERMISSION" });
    const res = await call(remove, { method: "DELETE", ...byId(created.id), headers: desk.admin.headers });
    expect(res.json).toEqual({ contactId: created.id });
    expect(await prisma.contact.count({ where: { id: created.id } })).toBe(0);
    expect((await call(remove, { method: "DELETE", ...byId(created.id), headers: desk.admin.headers })).status).toBe(
      404,
    );
  });

  it("keeps a contact with conversations unless deleteTickets confirms they go too", async () => {
    const created = (await post(maria())).json;
    const ticket = await makeTicket(desk.idGraf, {
      whatsappId: desk.whatsappId,
      contactId: created.id,
      status: "closed",
    });
    await makeMessage(ticket, { body: "Olá" });
    const refused = await call(remove, { method: "DELETE", ...byId(created.id), headers: desk.admin.headers });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: "ERR_CONTACT_HAS_TICKETS", details: { ticketsCount: 1 } });
    expect(await prisma.ticket.count({ where: { id: ticket.id } })).toBe(1);

    const res = await call(remove, {
      method: "DELETE",
      path: "/api/contacts/x?deleteTickets=true",
      ...byId(created.id),
      headers: desk.admin.headers,
    });
    expect(res.status).toBe(200);
    expect(await prisma.ticket.count({ where: { id: ticket.id } })).toBe(0);
    expect(await prisma.message.count({ where: { ticketId: ticket.id } })).toBe(0);
  });
});

describe("POST /api/contact", () => {
  it("creates the contact of a card's number in the caller's tenant, or answers the existing one", async () => {
    const other = await makeDesk();
    const res = await call(quickCreate, {
      method: "POST",
      headers: desk.admin.headers,
      body: { name: "Card", number: "+55 11 98765-4321", email: "", idGraf: other.idGraf },
    });
    expect(res.status).toBe(201);
    expect(res.json.contact).toMatchObject({ name: "Card", number: "5511987654321", zoneCode: "55" });
    expect((await prisma.contact.findUniqueOrThrow({ where: { id: res.json.contact.id } })).idGraf).toBe(desk.idGraf);
    const again = await call(quickCreate, {
      method: "POST",
      headers: desk.admin.headers,
      body: { name: "Other name", number: "5511987654321" },
    });
    expect(again.status).toBe(200);
    expect(again.json.contact).toMatchObject({ id: res.json.contact.id, name: "Card" });
    const bad = await call(quickCreate, {
      method: "POST",
      headers: desk.admin.headers,
      body: { name: "Card", number: "12" },
    });
    expect(bad.status).toBe(400);
  });
});
