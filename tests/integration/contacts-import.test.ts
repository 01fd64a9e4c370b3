import { POST as importContacts } from "@/app/api/contacts/import/route";
import { POST as addressBookRoute } from "@/app/api/simulator/[whatsappId]/contacts/route";
import { POST as inboundRoute } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { prisma } from "@/lib/db/client";
import type { ProviderFactory } from "@/lib/whatsapp/provider";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { installSessionManager, SessionManager, sessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { FIXED_PHONE_CONTACTS } from "@/lib/whatsapp/simulator/simulator-phone";
import { isSimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { makeContact, makeDesk } from "@/tests/support/ticket-factories";
import { liveSimulators } from "@/tests/support/simulated-sends";

type Desk = Awaited<ReturnType<typeof makeDesk>>;
let desk: Desk;
beforeEach(async () => {
  desk = await makeDesk();
});

const upload = (text: string, headers = desk.admin.headers) => {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "contatos.csv");
  return call(importContacts, { method: "POST", headers, body: form });
};
const contactsOf = (idGraf: number) =>
  prisma.contact.findMany({
    where: { idGraf },
    include: { extraInfo: { select: { name: true, value: true } } },
    orderBy: { number: "asc" },
  });

describe("POST /api/contacts/import with a CSV", () => {
  // Numbers are checked on WhatsApp through the caller's connection, paired for each desk.
  const pairedSimulator = liveSimulators();
  beforeEach(async () => {
    await pairedSimulator(desk.whatsappId);
  });

  it("creates good rows, updates known numbers, and reports each bad row by line and reason", async () => {
    await makeContact(desk.idGraf, { name: "Old name", number: "5511911112222" });
    const csv = [
      "Name,Number,Email,Empresa",
      "Ana Lima,11 98765-4321,ana@example.test,ACME", // 2: created (Brazilian national number)
      "Bruno,5511911112222,,Beta", // 3: updated (the tenant has it)
      "C,11933334444,,", // 4: name too short
      "Dora,119333,,", // 5: 6 digits
      "Eva,11955556666,not-an-email,", // 6: bad e-mail
      "Ana Again,5511987654321,,", // 7: the number of line 2
      "", // blank lines are skipped
      "Fábio,+1 212 555 0100,,", // 9: created (United States, with its calling code)
      ",11977778888,,", // 10: no name
    ].join("\n");
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      created: 2,
      updated: 1,
      rejected: [
        { line: 4, reason: "name.tooShort" },
        { line: 5, reason: "number.invalidNumber" },
        { line: 6, reason: "email.invalidEmail" },
        { line: 7, reason: "number.duplicateInFile" },
        { line: 10, reason: "name.required" },
      ],
    });
    const stored = await contactsOf(desk.idGraf);
    expect(
      stored.map(({ name, number, zoneCode, email, extraInfo, userId }) => ({
        name,
        number,
        zoneCode,
        email,
        extraInfo,
        userId,
      })),
    ).toEqual([
      { name: "Fábio", number: "12125550100", zoneCode: "1", email: "", extraInfo: [], userId: desk.admin.id },
      {
        name: "Bruno",
        number: "5511911112222",
        zoneCode: "55",
        email: "",
        extraInfo: [{ name: "Empresa", value: "Beta" }],
        userId: null,
      },
      {
        name: "Ana Lima",
        number: "5511987654321",
        zoneCode: "55",
        email: "ana@example.test",
        extraInfo: [{ name: "Empresa", value: "ACME" }],
        userId: desk.admin.id,
      },
    ]);
  });

  it("reads UTF-8 with a byte-order mark, semicolons and Portuguese headers in any case", async () => {
    const csv =
      "\uFEFFNOME;Número;E-mail;Cidade\r\nJoão;5511987654321;joao@example.test;São Paulo\r\nZé;21 3333-4444;;Rio\r\n";
    const res = await upload(csv);
    expect(res.json).toEqual({ created: 2, updated: 0, rejected: [] });
    const stored = await contactsOf(desk.idGraf);
    expect(stored.map((c) => [c.name, c.number, c.extraInfo])).toEqual([
      ["João", "5511987654321", [{ name: "Cidade", value: "São Paulo" }]],
      ["Zé", "552133334444", [{ name: "Cidade", value: "Rio" }]],
    ]);
    // Importing the same file again updates, and replaces the extra column's value instead of adding one.
    const again = await upload(csv.replace("São Paulo", "Santos"));
    expect(again.json).toEqual({ created: 0, updated: 2, rejected: [] });
    expect((await contactsOf(desk.idGraf))[0].extraInfo).toEqual([{ name: "Cidade", value: "Santos" }]);
  });

  it("refuses a malformed file whole and changes nothing", async () => {
    await makeContact(desk.idGraf, { name: "Kept", number: "5511911112222" });
    const before = await contactsOf(desk.idGraf);
    for (const csv of [
      "nome,email\nAna,ana@example.test\n", // no number column
      'name,number\nAna,"5511987654321\nBia,5511911112222\n', // an unclosed quote
      "name,number\nAna\u0000,5511987654321\n", // not text
    ]) {
      const res = await upload(csv);
      expect({ status: res.status, error: res.json.error }).toEqual({ status: 400, error: "ERR_IMPORT_INVALID_FILE" });
    }
    expect(await contactsOf(desk.idGraf)).toEqual(before);
    const noFile = await call(importContacts, { method: "POST", headers: desk.admin.headers, body: new FormData() });
    expect(noFile.status).toBe(400);
  });

  it("checks the numbers on WhatsApp like every other entry point: unknown ones are rejected by line", async () => {
    const simulator = await pairedSimulator(desk.whatsappId);
    simulator.markNotOnWhatsapp(["5511933330002"]);
    const csv = ["name,number", "Ana Lima,5511933330001", "Bia Nunes,5511933330002", "Caio Reis,5511933330003"];
    const res = await upload(csv.join("\n"));
    expect(res.json).toEqual({ created: 2, updated: 0, rejected: [{ line: 3, reason: "number.notOnWhatsapp" }] });
    expect((await contactsOf(desk.idGraf)).map((c) => c.number)).toEqual(["5511933330001", "5511933330003"]);
  });

  it("refuses the file whole when its connection cannot check numbers, and stores nothing", async () => {
    await sessionManager().stop(desk.whatsappId, { logout: true });
    await prisma.whatsapp.update({ where: { id: desk.whatsappId }, data: { status: "DISCONNECTED" } });
    const res = await upload("name,number\nAna Lima,5511933330001\n");
    expect({ status: res.status, error: res.json.error }).toEqual({ status: 502, error: "ERR_WAPP_CHECK_CONTACT" });
    expect(await contactsOf(desk.idGraf)).toEqual([]);
  });

  it("imports 2,000 rows in one request", async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `Cliente ${i},55119${String(i).padStart(8, "0")}`);
    const res = await upload(["name,number", ...rows].join("\n"));
    expect(res.json).toEqual({ created: 2000, updated: 0, rejected: [] });
    expect(await prisma.contact.count({ where: { idGraf: desk.idGraf } })).toBe(2000);
  });
});

describe("POST /api/contacts/import with a connection", () => {
  const withoutList: ProviderFactory = () => ({
    start: async () => undefined,
    sendText: async () => ({ id: "x" }),
    sendMedia: async () => ({ id: "x" }),
    deleteForEveryone: async () => undefined,
    checkNumber: async () => ({ exists: false }),
    profilePicture: async () => undefined,
    stop: async () => undefined,
    logout: async () => undefined,
  });
  const sessions = new SessionManager({ ...providers, baileys: withoutList }, takeInProviderEvents);
  beforeAll(() => installSessionManager(sessions));
  afterAll(async () => {
    await sessions.stopAll();
    installSessionManager(undefined);
  });
  const importFrom = (whatsappId: number) =>
    call(importContacts, { method: "POST", headers: desk.admin.headers, body: { whatsappId } });

  it("imports the simulated phone's contacts, keeping names attendants gave", async () => {
    await sessions.start(desk.whatsappId);
    const session = sessions.session(desk.whatsappId);
    if (!isSimulatorSession(session)) throw new Error("not a simulator");
    await session.scan();
    await call(inboundRoute, {
      method: "POST",
      headers: desk.admin.headers,
      params: { whatsappId: String(desk.whatsappId) },
      body: { from: "5511944443333", name: "Cliente Novo", body: "Oi" },
    });
    await prisma.contact.updateMany({
      where: { idGraf: desk.idGraf, number: "5511944443333" },
      data: { name: "Given by us" },
    });

    const res = await importFrom(desk.whatsappId);
    expect(res.json).toEqual({ created: FIXED_PHONE_CONTACTS.length, updated: 1, rejected: [] });
    const names = (await contactsOf(desk.idGraf)).map((c) => c.name).sort();
    expect(names).toEqual([...FIXED_PHONE_CONTACTS.map((c) => c.name), "Given by us"].sort());
  });

  it("imports the contacts saved in the simulated phone's address book through the simulator API", async () => {
    await sessions.start(desk.whatsappId);
    const save = (body: unknown) =>
      call(addressBookRoute, {
        method: "POST",
        headers: desk.admin.headers,
        params: { whatsappId: String(desk.whatsappId) },
        body,
      });
    const saved = await save({
      contacts: [{ number: "5511955550001", name: "Saved Once" }, { number: "5521955550002" }],
    });
    expect(saved.json).toEqual({ addressBook: 2 });
    expect((await save({ contacts: [{ number: "12ab" }] })).status).toBe(400);

    expect((await importFrom(desk.whatsappId)).json).toEqual({
      created: FIXED_PHONE_CONTACTS.length + 2,
      updated: 0,
      rejected: [],
    });
    const stored = await contactsOf(desk.idGraf);
    expect(stored.filter((c) => c.number.includes("95555000")).map((c) => [c.name, c.number])).toEqual([
      ["Saved Once", "5511955550001"],
      ["5521955550002", "5521955550002"],
    ]);
  });

  it("answers a clear 4xx where the provider cannot list contacts, or the connection is not the tenant's", async () => {
    const baileys = await prisma.whatsapp.create({ data: { idGraf: desk.idGraf, name: "Phone", provider: "baileys" } });
    await sessions.start(baileys.id);
    const refused = await importFrom(baileys.id);
    expect({ status: refused.status, error: refused.json.error }).toEqual({
      status: 409,
      error: "ERR_WAPP_CONTACTS_UNAVAILABLE",
    });
    const other = await makeDesk();
    const foreign = await importFrom(other.whatsappId);
    expect({ status: foreign.status, error: foreign.json.error }).toEqual({ status: 404, error: "ERR_NO_WAPP_FOUND" });
  });
});
