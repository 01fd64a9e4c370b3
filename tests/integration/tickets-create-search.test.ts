import { GET as search, POST as create } from "@/app/api/tickets/route";
import { prisma } from "@/lib/db/client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { call } from "@/tests/support/factories";
import { recordingIo, type Emitted } from "@/tests/support/recording-io";
import { liveSimulators } from "@/tests/support/simulated-sends";
import {
  headersOf,
  makeAttendant,
  makeConnection,
  makeContact,
  makeDesk,
  makeMessage,
  makeTicket,
} from "@/tests/support/ticket-factories";

type Headers = Record<string, string>;
type Found = { id: number; contact: { name: string }; message?: { id: number; body: string; createdAt: string } };

const emitted: Emitted<{ action: string; ticket: { id: number } }>[] = [];
beforeAll(() => {
  setSocketServer(recordingIo<(typeof emitted)[number]["payload"]>((e) => emitted.push(e)));
});
afterAll(() => setSocketServer(undefined));

const post = (headers: Headers, body: Record<string, unknown>) => call(create, { method: "POST", headers, body });

// A new ticket's number is checked with its connection, which must be paired and running.
const pairedSimulator = liveSimulators();
async function connectedDesk() {
  const desk = await makeDesk();
  await pairedSimulator(desk.whatsappId);
  return desk;
}

describe("POST /api/tickets", () => {
  it("creates a pending ticket without user or queue on the default connection, and announces it", async () => {
    const desk = await connectedDesk();
    const contact = await makeContact(desk.idGraf, { isGroup: true });
    const res = await post(desk.admin.headers, { contactId: contact.id, status: "pending", userId: desk.admin.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: "pending",
      userId: null,
      queueId: null,
      whatsappId: desk.whatsappId,
      contactId: contact.id,
      isGroup: true,
    });
    expect(emitted.at(-1)).toMatchObject({
      channel: `ticket-${desk.idGraf}`,
      payload: { action: "update", ticket: { id: res.json.id } },
    });
  });

  it("from the contacts screen: open and the caller's, in the caller's tenant whatever the body says", async () => {
    const desk = await connectedDesk();
    const stranger = await makeDesk();
    const ana = await makeAttendant(desk.idGraf);
    const contact = await makeContact(desk.idGraf);
    const res = await post(ana.headers, {
      contactId: contact.id,
      status: "pending",
      fromContacts: true,
      userId: desk.admin.id,
      idGraf: stranger.idGraf,
      wppButton: true,
    });
    expect(res.json).toMatchObject({ status: "open", userId: ana.id, idGraf: desk.idGraf });
  });

  it("uses the caller's own connection before the tenant's default", async () => {
    const desk = await connectedDesk();
    const own = await makeConnection(desk.idGraf);
    await pairedSimulator(own.id);
    await prisma.user.update({ where: { id: desk.admin.id }, data: { whatsappId: own.id } });
    const res = await post(desk.admin.headers, { contactId: (await makeContact(desk.idGraf)).id, status: "open" });
    expect(res.json).toMatchObject({ whatsappId: own.id, status: "open", userId: desk.admin.id });
  });

  it("one ticket in progress per contact and connection: a second is ERR_OTHER_OPEN_TICKET naming the first, after closing a new one is fine", async () => {
    const desk = await connectedDesk();
    const contact = await makeContact(desk.idGraf);
    const first = await post(desk.admin.headers, { contactId: contact.id, status: "pending" });
    const second = await post(desk.admin.headers, { contactId: contact.id, status: "open" });
    expect(second).toMatchObject({
      status: 409,
      json: { error: "ERR_OTHER_OPEN_TICKET", details: { ticketId: first.json.id } },
    });
    await prisma.ticket.update({ where: { id: first.json.id }, data: { status: "closed" } });
    expect((await post(desk.admin.headers, { contactId: contact.id, status: "pending" })).status).toBe(201);
  });

  it("ten concurrent requests for one contact make exactly one ticket", async () => {
    const desk = await connectedDesk();
    const contact = await makeContact(desk.idGraf);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(desk.admin.headers, { contactId: contact.id, status: "pending" })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.json.error === "ERR_OTHER_OPEN_TICKET")).toHaveLength(9);
    expect(await prisma.ticket.count({ where: { contactId: contact.id } })).toBe(1);
  });

  it("needs a contact of the tenant and a connection", async () => {
    const desk = await connectedDesk();
    const stranger = await makeDesk();
    const foreign = await makeContact(stranger.idGraf);
    expect((await post(desk.admin.headers, { contactId: foreign.id, status: "pending" })).json.error).toBe(
      "ERR_NO_CONTACT_FOUND",
    );
    await prisma.whatsapp.deleteMany({ where: { idGraf: desk.idGraf } });
    const none = await post(desk.admin.headers, { contactId: (await makeContact(desk.idGraf)).id, status: "pending" });
    expect(none).toMatchObject({ status: 404, json: { error: "ERR_NO_DEF_WAPP_FOUND" } });
    expect((await post(desk.admin.headers, { contactId: foreign.id, status: "closed" })).status).toBe(400);
  });
});

describe("GET /api/tickets (search)", () => {
  let desk: Awaited<ReturnType<typeof makeDesk>>;
  let ana: { id: number; headers: Headers };
  let maria: Awaited<ReturnType<typeof makeTicket>>;
  let boletoMessage: { id: number };

  // Ana serves the default queue; Bob's open ticket is not hers to see.
  beforeAll(async () => {
    desk = await makeDesk();
    const { idGraf, whatsappId, queueId } = desk;
    ana = await makeAttendant(idGraf, { queueIds: [queueId] });
    const bob = await makeAttendant(idGraf, { queueIds: [desk.otherQueueId] });
    const mariaContact = await makeContact(idGraf, { name: "Maria Silva", number: "5511987650001" });
    maria = await makeTicket(idGraf, { whatsappId, status: "pending", queueId, contactId: mariaContact.id });
    const mariana = await makeTicket(idGraf, {
      whatsappId,
      status: "open",
      userId: bob.id,
      contactId: (await makeContact(idGraf, { name: "Mariana Costa" })).id,
    });
    boletoMessage = await makeMessage(maria, { body: "Preciso do BOLETO de março" });
    await makeMessage(maria, { body: "boleto antigo", isDeleted: true });
    await makeMessage(mariana, { body: "boleto atrasado" });
    await makeMessage(maria, { body: "desconto de 50% hoje" });
    await makeMessage(maria, { body: "500 reais" });
  });

  const find = async (headers: Headers, params: Record<string, string>) => {
    const res = await call(search, { headers, path: `/api/tickets?${new URLSearchParams(params)}` });
    expect(res.status).toBe(200);
    return res.json as { conversationTickets: Found[]; messageTickets: Found[]; hasMore: boolean };
  };

  it("finds conversations by contact name or number among the tickets the caller may see", async () => {
    expect((await find(ana.headers, { searchParam: "MARIA" })).conversationTickets.map((t) => t.contact.name)).toEqual([
      "Maria Silva",
    ]);
    expect(
      (await find(desk.admin.headers, { searchParam: "maria" })).conversationTickets.map((t) => t.contact.name).sort(),
    ).toEqual(["Maria Silva", "Mariana Costa"]);
    expect((await find(ana.headers, { searchParam: "98765-0001" })).conversationTickets.map((t) => t.id)).toEqual([
      maria.id,
    ]);
  });

  it("finds messages by text, each with its ticket; deleted messages and invisible tickets stay out", async () => {
    const { messageTickets, hasMore } = await find(ana.headers, { searchParam: "boleto" });
    expect(hasMore).toBe(false);
    expect(messageTickets).toEqual([
      expect.objectContaining({
        id: maria.id,
        contact: expect.objectContaining({ name: "Maria Silva" }),
        message: { id: boletoMessage.id, body: "Preciso do BOLETO de março", createdAt: expect.any(String) },
      }),
    ]);
    expect((await find(desk.admin.headers, { searchParam: "boleto" })).messageTickets).toHaveLength(2);
  });

  it("ignores accents as well as case: typed without accents or with others, the accented text is found", async () => {
    const { idGraf, whatsappId, queueId } = desk;
    const joao = await makeContact(idGraf, { name: "João Conceição" });
    const ticket = await makeTicket(idGraf, { whatsappId, status: "pending", queueId, contactId: joao.id });
    const quote = await makeMessage(ticket, { body: "Segue o ORÇAMENTO da instalação" });
    const names = (params: Record<string, string>) =>
      find(ana.headers, params).then((r) => r.conversationTickets.map((t) => t.contact.name));
    expect(await names({ searchParam: "Joao" })).toEqual(["João Conceição"]);
    expect(await names({ searchParam: "CONCEICAO" })).toEqual(["João Conceição"]);
    expect(await names({ searchParam: "jóão" })).toEqual(["João Conceição"]);
    for (const typed of ["orcamento", "Orçamento", "instalacao"]) {
      expect((await find(ana.headers, { searchParam: typed })).messageTickets.map((t) => t.message?.id)).toEqual([
        quote.id,
      ]);
    }
    // Bob's open ticket stays out of Ana's results when only its text matches.
    const bob = await makeAttendant(idGraf, { queueIds: [desk.otherQueueId] });
    const hidden = await makeTicket(idGraf, {
      whatsappId,
      status: "open",
      userId: bob.id,
      contactId: (await makeContact(idGraf, { name: "Joana" })).id,
    });
    await makeMessage(hidden, { body: "orçamento reservado" });
    expect((await find(ana.headers, { searchParam: "orcamento" })).messageTickets.map((t) => t.id)).toEqual([
      ticket.id,
    ]);
    expect((await find(desk.admin.headers, { searchParam: "orcamento" })).messageTickets.map((t) => t.id)).toEqual([
      hidden.id,
      ticket.id,
    ]);
  });

  it("takes % and _ literally, and searches messages from three characters", async () => {
    expect((await find(ana.headers, { searchParam: "50%" })).messageTickets.map((t) => t.message?.body)).toEqual([
      "desconto de 50% hoje",
    ]);
    expect((await find(ana.headers, { searchParam: "m_r" })).messageTickets).toEqual([]);
    expect((await find(ana.headers, { searchParam: "50" })).messageTickets).toEqual([]);
  });

  it("an order number is found whole, in any case and with its punctuation, not by its digits alone", async () => {
    const { idGraf, whatsappId, queueId } = desk;
    const ticket = await makeTicket(idGraf, {
      whatsappId,
      status: "pending",
      queueId,
      contactId: (await makeContact(idGraf, { name: "Pedro" })).id,
    });
    const order = await makeMessage(ticket, { body: "O pedido PED-0012345 saiu às 10h_30" });
    await makeMessage(ticket, { body: "pedido 0012345 sem prefixo" });
    const longer = await makeMessage(ticket, { body: "o PED-00123456 é outro" });
    const bodies = async (searchParam: string) =>
      (await find(ana.headers, { searchParam })).messageTickets.map((t) => t.message?.id);
    expect(await bodies("ped-0012345")).toEqual([longer.id, order.id]);
    expect(await bodies("péd-0012345 saiu")).toEqual([order.id]);
    expect(await bodies("PED-0012345 SAIU AS 10H_30")).toEqual([order.id]);
    expect(await bodies("PED-0012345 saiu as 10h%30")).toEqual([]);
    expect(await bodies("0012345")).toHaveLength(3);
  });

  it("pages both lists by 15", async () => {
    const { idGraf, whatsappId } = desk;
    const tickets = [];
    for (let i = 0; i < 16; i += 1) {
      const contact = await makeContact(idGraf, { name: `Paginated ${i}` });
      tickets.push(await makeTicket(idGraf, { whatsappId, status: "pending", contactId: contact.id }));
    }
    for (const t of tickets) await makeMessage(t, { body: "pagewise hello" });
    const first = await find(ana.headers, { searchParam: "pagewise" });
    expect(first).toMatchObject({ conversationTickets: [], hasMore: true });
    expect(first.messageTickets).toHaveLength(15);
    const names = await find(ana.headers, { searchParam: "paginated" });
    expect(names.conversationTickets).toHaveLength(15);
    const second = await find(ana.headers, { searchParam: "paginated", pageNumber: "2" });
    expect(second).toMatchObject({ hasMore: false });
    expect(second.conversationTickets).toHaveLength(1);
  });

  it("needs a term", async () => {
    const res = await call(search, { headers: await headersOf(desk.admin), path: "/api/tickets?searchParam=%20" });
    expect(res.status).toBe(400);
  });
});
