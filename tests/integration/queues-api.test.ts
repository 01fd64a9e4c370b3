import { DELETE as removeOption, GET as showOption, PUT as updateOption } from "@/app/api/chatbot/[id]/route";
import { POST as createOption } from "@/app/api/chatbot/route";
import { DELETE as removeQueue, GET as showQueue, PUT as updateQueue } from "@/app/api/queue/[id]/route";
import { GET as listQueues, POST as createQueue } from "@/app/api/queue/route";
import { POST as inbound } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { GET as outbox } from "@/app/api/simulator/[whatsappId]/outbox/route";
import { POST as createConnection } from "@/app/api/whatsapp/route";
import { automaticReplyJob } from "@/lib/chatbot/automatic-reply-job";
import { prisma } from "@/lib/db/client";
import { JobRunner } from "@/lib/jobs/job-runner";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { setSocketServer } from "@/lib/realtime/emitter";
import { tenantRoom } from "@/lib/realtime/rooms";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { call, fieldMessages, idParam, makeTenant } from "@/tests/support/factories";
import { recordingIo, type Emitted } from "@/tests/support/recording-io";
import { scan } from "@/tests/support/simulator";
import { headersOf, makeAttendant, makeConnection, makeTicket } from "@/tests/support/ticket-factories";

type Headers = Record<string, string>;
type Option = { id: number; name: string; isAgent: boolean; parentId: number | null; options: Option[] };
type Event = Emitted<{ action: string; queue?: Record<string, unknown>; queueId?: number }>;

const events: Event[] = [];
beforeAll(() => {
  setSocketServer(recordingIo<Event["payload"]>((e) => events.push(e)));
  installSessionManager(new SessionManager(providers, takeInProviderEvents));
});
afterAll(() => {
  setSocketServer(undefined);
  installSessionManager(undefined);
});

async function setup() {
  const tenant = await makeTenant();
  const defaultQueue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  return { idGraf: tenant.idGraf, admin: await headersOf(tenant.admin), defaultQueueId: defaultQueue.id };
}

const post = (headers: Headers, body: unknown) => call(createQueue, { method: "POST", headers, body });
const put = (headers: Headers, id: number, body: unknown) =>
  call(updateQueue, { method: "PUT", headers, body, params: idParam(id) });
const show = async (headers: Headers, id: number) => (await call(showQueue, { headers, params: idParam(id) })).json;
const postOption = (headers: Headers, body: unknown) => call(createOption, { method: "POST", headers, body });
const putOption = (headers: Headers, id: number, body: unknown) =>
  call(updateOption, { method: "PUT", headers, body, params: idParam(id) });

const names = (options: Option[]): unknown[] =>
  options.map((o) => (o.options.length ? { [o.name]: names(o.options) } : o.name));

const salesMenu = [
  {
    name: "Boletos",
    greetingMessage: "Sobre boletos:",
    options: [
      { name: "Segunda via", greetingMessage: "Enviamos a segunda via." },
      { name: "Falar com atendente", greetingMessage: "Já vamos te atender.", isAgent: true },
    ],
  },
  { name: "Orçamento", greetingMessage: "Orçamentos:" },
];

describe("POST /api/queue", () => {
  it("creates a queue with the form's fields and its nested menu in order, and announces it to the tenant", async () => {
    const { idGraf, admin } = await setup();
    const res = await post(admin, {
      name: " Vendas ",
      color: "#FF5733",
      greetingMessage: "Vendas aqui.",
      transferQueueMessage: "Você foi transferido para Vendas.",
      outOfWorkMessage: "Vendas atende das 8h às 17h30.",
      startWork: "08:00",
      endWork: "17:30",
      saturday: true,
      holiday: true,
      token: "tok-1",
      chatbots: salesMenu,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Vendas",
      color: "#ff5733",
      greetingMessage: "Vendas aqui.",
      transferQueueMessage: "Você foi transferido para Vendas.",
      startWork: "08:00",
      endWork: "17:30",
      monday: true,
      friday: true,
      saturday: true,
      sunday: false,
      holiday: true,
      token: "tok-1",
    });
    expect(names(res.json.chatbots)).toEqual([{ Boletos: ["Segunda via", "Falar com atendente"] }, "Orçamento"]);
    expect(res.json.chatbots[0].options[1]).toMatchObject({ isAgent: true, parentId: res.json.chatbots[0].id });

    const rows = await prisma.chatbotOption.findMany({ where: { queueId: res.json.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.name, r.position, r.idGraf])).toEqual([
      ["Boletos", 0, idGraf],
      ["Segunda via", 0, idGraf],
      ["Falar com atendente", 1, idGraf],
      ["Orçamento", 1, idGraf],
    ]);
    const announced = events.find((e) => e.rooms.includes(tenantRoom(idGraf)) && e.channel === `queue-${idGraf}`);
    expect(announced?.payload).toMatchObject({ action: "update", queue: { id: res.json.id, name: "Vendas" } });
    expect(announced?.payload.queue).not.toHaveProperty("token");
    expect(announced?.payload.queue).not.toHaveProperty("chatbots");
  });

  it("answers the spec's rules with 400 and field details, and creates nothing", async () => {
    const { idGraf, admin } = await setup();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: "A", color: "#123" }, { name: "tooShort" }],
      [{ name: "x".repeat(51), color: "#123" }, { name: "tooLong" }],
      [{ name: "Vendas" }, { color: "required" }],
      [{ name: "Vendas", color: "  " }, { color: "required" }],
      [{ name: "Vendas", color: "#1" }, { color: "tooShort" }],
      [{ name: "Vendas", color: "#1234567890" }, { color: "tooLong" }],
      [
        { name: "Vendas", color: "#123", chatbots: [{ name: "Boletos", options: [{ name: "Pix" }] }] },
        { "chatbots.0.options.0.name": "tooShort" },
      ],
      [{ name: "Vendas", color: "#123", chatbots: [{ name: "Sim" }] }, { "chatbots.0.name": "tooShort" }],
      [
        { name: "Vendas", color: "#123", chatbots: Array.from({ length: 51 }, (_, i) => ({ name: `Opção ${i}` })) },
        { chatbots: "tooLong" },
      ],
      [{ name: "Vendas", color: "#123", endWork: "17:30" }, { startWork: "required" }],
      [{ name: "Vendas", color: "#123", startWork: "18:00", endWork: "08:00" }, { endWork: "invalidHour" }],
      [
        { name: "Vendas", color: "#123", startWork: "24:00", endWork: "25:00" },
        { startWork: "invalidHour", endWork: "invalidHour" },
      ],
    ];
    for (const [body, details] of cases) {
      const res = await post(admin, body);
      expect({ body, status: res.status, error: res.json.error, details: fieldMessages(res) }).toEqual({
        body,
        status: 400,
        error: "ERR_BAD_REQUEST",
        details,
      });
    }
    expect(await prisma.queue.count({ where: { idGraf } })).toBe(1);
    expect((await post(admin, { name: "Vendas", color: "#123", chatbots: [{ name: "Pix!" }] })).status).toBe(201);
  });

  it("a colour is used once per tenant, whatever its case, also when two admins save at once; two tenants may share one", async () => {
    const first = await setup();
    const second = await setup();
    expect((await post(first.admin, { name: "Vendas", color: "#abcdef" })).status).toBe(201);
    const taken = await post(first.admin, { name: "Suporte", color: "#ABCDEF" });
    expect(taken).toMatchObject({
      status: 400,
      json: { error: "ERR_QUEUE_COLOR_ALREADY_EXISTS", details: [{ path: "color" }] },
    });
    expect((await post(second.admin, { name: "Vendas", color: "#abcdef" })).status).toBe(201);

    const racing = await Promise.all([
      post(first.admin, { name: "Norte", color: "#00ff00" }),
      post(first.admin, { name: "Sul", color: "#00ff00" }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await prisma.queue.count({ where: { idGraf: first.idGraf, color: "#00ff00" } })).toBe(1);
  });

  it("a name is used once per tenant: 409 ERR_DUPLICATED on the name", async () => {
    const { admin } = await setup();
    expect((await post(admin, { name: "Vendas", color: "#111111" })).status).toBe(201);
    const again = await post(admin, { name: "Vendas", color: "#222222" });
    expect(again).toMatchObject({ status: 409, json: { error: "ERR_DUPLICATED", details: [{ path: "name" }] } });
  });
});

describe("GET /api/queue", () => {
  it("lists the tenant's queues by name for every member, without token or menu", async () => {
    const { idGraf, admin, defaultQueueId } = await setup();
    const other = await setup();
    await post(admin, { name: "Vendas", color: "#16a34a", token: "secret-token", chatbots: salesMenu });
    await post(admin, { name: "Cobrança", color: "#dc2626" });
    const attendant = await makeAttendant(idGraf);
    const res = await call(listQueues, { headers: attendant.headers });
    expect(res.status).toBe(200);
    expect(res.json.map((q: { name: string }) => q.name)).toEqual(["Atendimento", "Cobrança", "Vendas"]);
    expect(res.json[0]).toMatchObject({ id: defaultQueueId, color: "#2563eb", monday: true, saturday: false });
    expect(JSON.stringify(res.json)).not.toMatch(/secret-token|chatbots|Boletos/);
    expect((await call(listQueues, { headers: other.admin })).json.map((q: { id: number }) => q.id)).toEqual([
      other.defaultQueueId,
    ]);
  });
});

describe("admins manage queues and menus; attendants read the list only", () => {
  it("answers attendants 403 ERR_NO_PERMISSION on every other call, and changes nothing", async () => {
    const { idGraf, admin, defaultQueueId } = await setup();
    const option = (await postOption(admin, { queueId: defaultQueueId, name: "Boletos" })).json;
    const { headers } = await makeAttendant(idGraf, { queueIds: [defaultQueueId] });
    const answers = await Promise.all([
      call(showQueue, { headers, params: idParam(defaultQueueId) }),
      post(headers, { name: "Vendas", color: "#16a34a" }),
      put(headers, defaultQueueId, { name: "Renamed", color: "#2563eb" }),
      call(removeQueue, { method: "DELETE", headers, params: idParam(defaultQueueId) }),
      call(showOption, { headers, params: idParam(option.id) }),
      postOption(headers, { queueId: defaultQueueId, name: "Cartões" }),
      putOption(headers, option.id, { name: "Renamed" }),
      call(removeOption, { method: "DELETE", headers, params: idParam(option.id) }),
    ]);
    expect(answers.map((a) => [a.status, a.json.error])).toEqual(Array(8).fill([403, "ERR_NO_PERMISSION"]));
    expect(await prisma.queue.findMany({ where: { idGraf }, select: { name: true } })).toEqual([
      { name: "Atendimento" },
    ]);
    expect(await prisma.chatbotOption.findMany({ where: { idGraf }, select: { name: true } })).toEqual([
      { name: "Boletos" },
    ]);
  });

  it("answers 401 when signed out", async () => {
    const { defaultQueueId } = await setup();
    expect((await call(listQueues)).status).toBe(401);
    expect((await call(showQueue, { params: idParam(defaultQueueId) })).status).toBe(401);
  });
});

describe("PUT /api/queue/{id}", () => {
  it("replaces the settings; the menu stays unless sent, and a sent menu keeps, reorders, adds and removes options", async () => {
    const { idGraf, admin } = await setup();
    const created = (
      await post(admin, { name: "Vendas", color: "#16a34a", greetingMessage: "Oi", chatbots: salesMenu })
    ).json;
    const [billing, quote] = created.chatbots as Option[];

    const renamed = await put(admin, created.id, { name: "Comercial", color: "#15803d", greetingMessage: "  " });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Comercial", color: "#15803d", greetingMessage: null });
    expect(names(renamed.json.chatbots)).toEqual(names(created.chatbots));

    const reordered = await put(admin, created.id, {
      name: "Comercial",
      color: "#15803d",
      // Orçamento first; Boletos renamed and its sub-menu left out, so kept; a new option last.
      chatbots: [{ id: quote.id, name: "Orçamento" }, { id: billing.id, name: "Boletos e Pix" }, { name: "Cartões" }],
    });
    expect(reordered.status).toBe(200);
    expect(names(reordered.json.chatbots)).toEqual([
      "Orçamento",
      { "Boletos e Pix": ["Segunda via", "Falar com atendente"] },
      "Cartões",
    ]);
    expect(reordered.json.chatbots.slice(0, 2).map((o: Option) => o.id)).toEqual([quote.id, billing.id]);

    const ticket = await makeTicket(idGraf, { whatsappId: (await makeConnection(idGraf)).id, queueId: created.id });
    await prisma.ticket.update({ where: { id: ticket.id }, data: { chatbotOptionId: billing.options[0].id } });
    const trimmed = await put(admin, created.id, {
      name: "Comercial",
      color: "#15803d",
      chatbots: [{ id: billing.id, name: "Boletos", options: [] }],
    });
    expect(names(trimmed.json.chatbots)).toEqual(["Boletos"]);
    expect(await prisma.chatbotOption.count({ where: { queueId: created.id } })).toBe(1);
    // A contact who was in a removed option goes back to the queue's menu.
    expect((await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).chatbotOptionId).toBeNull();
  });

  it("refuses an option id that is not at that place of this queue's menu, changing nothing", async () => {
    const { admin, defaultQueueId } = await setup();
    const stranger = await setup();
    const created = (await post(admin, { name: "Vendas", color: "#16a34a", chatbots: salesMenu })).json;
    const foreign = (await postOption(stranger.admin, { queueId: stranger.defaultQueueId, name: "Alheia" })).json;
    const otherQueue = (await postOption(admin, { queueId: defaultQueueId, name: "Outra fila" })).json;
    const nested = created.chatbots[0].options[0];
    for (const id of [foreign.id, otherQueue.id, nested.id]) {
      const res = await put(admin, created.id, {
        name: "Renamed",
        color: "#16a34a",
        chatbots: [{ id, name: "Taken over" }],
      });
      expect(res).toMatchObject({
        status: 404,
        json: { error: "ERR_NOT_FOUND", details: [{ path: "chatbots.0.id" }] },
      });
    }
    const twice = await put(admin, created.id, {
      name: "Renamed",
      color: "#16a34a",
      chatbots: [
        { id: created.chatbots[1].id, name: "Primeira" },
        { id: created.chatbots[1].id, name: "Segunda" },
      ],
    });
    expect(twice.status).toBe(404);
    expect(await show(admin, created.id)).toMatchObject({ name: "Vendas", chatbots: created.chatbots });
    expect((await call(showOption, { headers: stranger.admin, params: idParam(foreign.id) })).json.name).toBe("Alheia");
  });

  it("answers 400 for another queue's colour and 404 for an unknown queue", async () => {
    const { admin, defaultQueueId } = await setup();
    const created = (await post(admin, { name: "Vendas", color: "#16a34a" })).json;
    const clash = await put(admin, created.id, { name: "Vendas", color: "#2563EB" });
    expect(clash).toMatchObject({ status: 400, json: { error: "ERR_QUEUE_COLOR_ALREADY_EXISTS" } });
    expect((await put(admin, defaultQueueId, { name: "Atendimento", color: "#2563eb" })).status).toBe(200);
    expect((await put(admin, 2_147_483_000, { name: "Vendas", color: "#000000" })).status).toBe(404);
  });
});

describe("DELETE /api/queue/{id}", () => {
  it("deletes the queue and its menu; its tickets stay, without queue; users and connections no longer list it", async () => {
    const { idGraf, admin, defaultQueueId } = await setup();
    const created = (await post(admin, { name: "Vendas", color: "#16a34a", chatbots: salesMenu })).json;
    const attendant = await makeAttendant(idGraf, { queueIds: [defaultQueueId, created.id] });
    const connection = await prisma.whatsapp.create({
      data: {
        idGraf,
        name: "Loja",
        provider: "simulator",
        defaultQueueId,
        queues: { create: [{ queueId: defaultQueueId }, { queueId: created.id }] },
      },
    });
    const ticket = await makeTicket(idGraf, { whatsappId: connection.id, queueId: created.id, status: "pending" });

    const res = await call(removeQueue, { method: "DELETE", headers: admin, params: idParam(created.id) });
    expect(res).toMatchObject({ status: 200, json: { message: "Queue deleted" } });
    expect(await prisma.queue.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await prisma.chatbotOption.count({ where: { idGraf } })).toBe(0);
    expect(await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({
      queueId: null,
      status: "pending",
    });
    expect(await prisma.userQueue.findMany({ where: { userId: attendant.id }, select: { queueId: true } })).toEqual([
      { queueId: defaultQueueId },
    ]);
    expect(
      await prisma.whatsappQueue.findMany({ where: { whatsappId: connection.id }, select: { queueId: true } }),
    ).toEqual([{ queueId: defaultQueueId }]);
    expect(events.at(-1)).toEqual({
      rooms: [tenantRoom(idGraf)],
      except: [],
      channel: `queue-${idGraf}`,
      payload: { action: "delete", queueId: created.id },
    });
    expect((await call(removeQueue, { method: "DELETE", headers: admin, params: idParam(created.id) })).status).toBe(
      404,
    );
  });

  it("refuses a connection's default department with 409 ERR_QUEUE_IS_DEFAULT_DEPARTMENT until another takes its place", async () => {
    const { idGraf, admin, defaultQueueId } = await setup();
    const connection = await prisma.whatsapp.create({
      data: { idGraf, name: "Loja", provider: "simulator", defaultQueueId },
    });
    const refused = await call(removeQueue, { method: "DELETE", headers: admin, params: idParam(defaultQueueId) });
    expect(refused).toMatchObject({
      status: 409,
      json: {
        error: "ERR_QUEUE_IS_DEFAULT_DEPARTMENT",
        details: [{ path: "defaultDepartment", whatsappId: connection.id, name: "Loja" }],
      },
    });
    expect(await prisma.queue.findUnique({ where: { id: defaultQueueId } })).not.toBeNull();

    const replacement = (await post(admin, { name: "Geral", color: "#64748b" })).json;
    await prisma.whatsapp.update({ where: { id: connection.id }, data: { defaultQueueId: replacement.id } });
    expect(
      (await call(removeQueue, { method: "DELETE", headers: admin, params: idParam(defaultQueueId) })).status,
    ).toBe(200);
  });
});

describe("chatbot options", () => {
  it("adds options at the end of a queue's menu or under another option, reads, changes and deletes them with their sub-menus", async () => {
    const { idGraf, admin } = await setup();
    const queue = (await post(admin, { name: "Vendas", color: "#16a34a", chatbots: salesMenu })).json;
    const [billing] = queue.chatbots as Option[];

    const top = await postOption(admin, {
      queueId: queue.id,
      name: "Cartões",
      options: [{ name: "Limite" }, { name: "Fatura" }],
    });
    expect(top.status).toBe(201);
    expect(top.json).toMatchObject({ queueId: queue.id, parentId: null, name: "Cartões", isAgent: false });
    expect(names(top.json.options)).toEqual(["Limite", "Fatura"]);
    const under = await postOption(admin, {
      parentId: billing.id,
      name: "Pix copia e cola",
      greetingMessage: "Segue o código.",
    });
    expect(under.json).toMatchObject({ queueId: queue.id, parentId: billing.id, greetingMessage: "Segue o código." });
    expect(names((await show(admin, queue.id)).chatbots)).toEqual([
      { Boletos: ["Segunda via", "Falar com atendente", "Pix copia e cola"] },
      "Orçamento",
      { Cartões: ["Limite", "Fatura"] },
    ]);
    expect(events.at(-1)?.payload).toMatchObject({ action: "update", queue: { id: queue.id } });

    const read = await call(showOption, { headers: admin, params: idParam(billing.id) });
    expect(names(read.json.options)).toEqual(["Segunda via", "Falar com atendente", "Pix copia e cola"]);

    const changed = await putOption(admin, billing.id, {
      name: "Boletos e Pix",
      greetingMessage: "Escolha:",
      options: [{ id: under.json.id, name: "Pix copia" }],
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ name: "Boletos e Pix", greetingMessage: "Escolha:" });
    expect(names(changed.json.options)).toEqual(["Pix copia"]);
    const renamedOnly = await putOption(admin, billing.id, { name: "Boletos" });
    expect(names(renamedOnly.json.options)).toEqual(["Pix copia"]);

    const removed = await call(removeOption, { method: "DELETE", headers: admin, params: idParam(top.json.id) });
    expect(removed.status).toBe(200);
    expect(await prisma.chatbotOption.count({ where: { idGraf, name: { in: ["Cartões", "Limite", "Fatura"] } } })).toBe(
      0,
    );
    expect((await call(showOption, { headers: admin, params: idParam(top.json.id) })).status).toBe(404);
  });

  it("checks names, places and hand-overs: 400 or 404 with the field", async () => {
    const { admin, defaultQueueId } = await setup();
    const stranger = await setup();
    const queue = (await post(admin, { name: "Vendas", color: "#16a34a", chatbots: salesMenu })).json;
    const [billing] = queue.chatbots as Option[];
    const agent = billing.options[1];
    const foreign = (await postOption(stranger.admin, { queueId: stranger.defaultQueueId, name: "Alheia" })).json;

    expect(fieldMessages(await postOption(admin, { queueId: queue.id, name: "Pix" }))).toEqual({ name: "tooShort" });
    expect(
      fieldMessages(await postOption(admin, { queueId: queue.id, name: "Pix!", options: [{ name: "Ok" }] })),
    ).toEqual({ "options.0.name": "tooShort" });
    expect(fieldMessages(await putOption(admin, billing.id, { name: "Bol" }))).toEqual({ name: "tooShort" });
    expect(fieldMessages(await postOption(admin, { name: "Sem lugar" }))).toEqual({ queueId: "required" });

    expect((await postOption(admin, { queueId: stranger.defaultQueueId, name: "Intrusa" })).status).toBe(404);
    expect(await postOption(admin, { parentId: foreign.id, name: "Intrusa" })).toMatchObject({
      status: 404,
      json: { details: [{ path: "parentId" }] },
    });
    expect(
      (await postOption(admin, { queueId: defaultQueueId, parentId: billing.id, name: "Fila errada" })).status,
    ).toBe(404);
    expect((await putOption(admin, foreign.id, { name: "Tomada" })).status).toBe(404);

    // The bot stops at a hand-over, so nothing may hang below one.
    const below = await postOption(admin, { parentId: agent.id, name: "Nunca oferecida" });
    expect(below).toMatchObject({
      status: 400,
      json: { error: "ERR_BAD_REQUEST", details: [{ path: "isAgent", message: "agentEndsMenu" }] },
    });
    expect((await putOption(admin, billing.id, { name: "Boletos", isAgent: true })).status).toBe(400);
    expect(
      (
        await post(admin, {
          name: "Suporte",
          color: "#0ea5e9",
          chatbots: [{ name: "Humano", isAgent: true, options: [{ name: "Nunca" }] }],
        })
      ).status,
    ).toBe(400);
    expect(await show(admin, queue.id)).toMatchObject({ chatbots: queue.chatbots });
  });
});

describe("the bot reads the menu the API wrote", () => {
  it("routes a contact of a simulator connection through the queues and the nested, reordered options by number", async () => {
    const { admin, defaultQueueId } = await setup();
    const sales = (
      await post(admin, { name: "Vendas", color: "#16a34a", greetingMessage: "Vendas aqui.", chatbots: salesMenu })
    ).json;
    const [billing, quote] = sales.chatbots as Option[];
    // Orçamento moves to the top: the bot numbers options as the form ordered them.
    await put(admin, sales.id, {
      name: "Vendas",
      color: "#16a34a",
      greetingMessage: "Vendas aqui.",
      chatbots: [
        { id: quote.id, name: "Orçamento" },
        { id: billing.id, name: "Boletos", greetingMessage: "Sobre boletos:" },
      ],
    });
    const connection = await call(createConnection, {
      method: "POST",
      headers: admin,
      body: {
        name: "Loja",
        provider: "simulator",
        defaultDepartment: defaultQueueId,
        queueIds: [defaultQueueId, sales.id],
        greetingMessage: "Olá! Escolha:",
        hasChatbot: true,
      },
    });
    expect(connection.status).toBe(201);
    const whatsappId = connection.json.id;
    await scan(admin, whatsappId);

    const from = "5511955554444";
    const say = async (body: string) => {
      const res = await call(inbound, {
        method: "POST",
        headers: admin,
        body: { from, name: "Maria", body },
        params: { whatsappId: String(whatsappId) },
      });
      expect(res.status).toBe(202);
      // The bot's reply is a job its message's transaction enqueued.
      await new JobRunner([automaticReplyJob]).drain();
    };
    const ticket = () => prisma.ticket.findFirstOrThrow({ where: { whatsappId, contact: { number: from } } });
    const lastReply = async () =>
      (
        await prisma.message.findFirstOrThrow({
          where: { ticketId: (await ticket()).id, fromMe: true },
          orderBy: { id: "desc" },
        })
      ).body;

    await say("Oi");
    expect(await lastReply()).toBe("Olá! Escolha:\n\n*1* - Atendimento\n*2* - Vendas");
    await say("2");
    expect((await ticket()).queueId).toBe(sales.id);
    expect(await lastReply()).toBe("Vendas aqui.");
    await say("2");
    expect(await lastReply()).toBe("Sobre boletos:\n\n*1* - Segunda via\n*2* - Falar com atendente");
    await say("2");
    expect(await lastReply()).toBe("Já vamos te atender.");
    expect((await ticket()).chatbotOptionId).toBe(billing.options[1].id);

    // The replies reach the contact's phone through the simulator (sent by parallel jobs).
    await new JobRunner([sendMessageJob]).drain();
    const sent = (await call(outbox, { headers: admin, params: { whatsappId: String(whatsappId) } })).json.messages as {
      to: string;
      body: string;
    }[];
    expect(sent.map((m) => m.body).sort()).toEqual(
      [
        "Olá! Escolha:\n\n*1* - Atendimento\n*2* - Vendas",
        "Vendas aqui.",
        "Sobre boletos:\n\n*1* - Segunda via\n*2* - Falar com atendente",
        "Já vamos te atender.",
      ].sort(),
    );
    expect(new Set(sent.map((m) => m.to))).toEqual(new Set([from]));
  });
});
