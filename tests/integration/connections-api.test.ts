import { GET as listConnections, POST as createConnection } from "@/app/api/whatsapp/route";
import {
  DELETE as deleteConnection,
  GET as getConnection,
  PUT as updateConnection,
} from "@/app/api/whatsapp/[id]/route";
import { GET as generateQr } from "@/app/api/whatsapp/[id]/generate-qr/route";
import { DELETE as disconnect, PUT as newQr } from "@/app/api/whatsappsession/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { bearer, call, makeTenant, makeUser } from "@/tests/support/factories";
import { scan } from "@/tests/support/simulator";

let headers: Record<string, string>;
let queueId: number;
let idGraf: number;

beforeAll(() => installSessionManager(new SessionManager(providers, takeInProviderEvents)));
afterAll(() => installSessionManager(undefined));

beforeEach(async () => {
  const tenant = await makeTenant();
  idGraf = tenant.idGraf;
  headers = bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 }));
  queueId = (await prisma.queue.findFirstOrThrow({ where: { idGraf } })).id;
});

const create = (body: Record<string, unknown>) =>
  call(createConnection, {
    method: "POST",
    headers,
    body: { provider: "simulator", defaultDepartment: queueId, ...body },
  });
const update = (id: number, body: Record<string, unknown>) =>
  call(updateConnection, {
    method: "PUT",
    headers,
    params: { id: String(id) },
    body: { provider: "simulator", defaultDepartment: queueId, ...body },
  });
const read = async (id: number) => (await call(getConnection, { headers, params: { id: String(id) } })).json;

test("a new simulator connection starts showing a QR, pairs when scanned, and is the tenant's first default", async () => {
  const created = await create({ name: "Front desk" });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({
    name: "Front desk",
    provider: "simulator",
    isDefault: true,
    isMultidevice: true,
    status: "qrcode",
    startWorkHour: "08:00",
    endWorkHour: "17:30",
    monday: true,
    friday: true,
    saturday: false,
    sunday: false,
    defaultDepartment: queueId,
  });
  const { qrcode } = (await call(generateQr, { headers, params: { id: String(created.json.id) } })).json;
  expect(qrcode).toMatch(/^atende-simulator:/);

  expect((await scan(headers, created.json.id)).status).toBe(200);
  expect(await read(created.json.id)).toMatchObject({
    status: "CONNECTED",
    qrcode: null,
    phoneNumber: expect.stringMatching(/^55\d+$/),
  });
  expect(JSON.stringify(await read(created.json.id))).not.toMatch(/webhookSecret|zapiToken/);
});

test("one default per tenant: a new default replaces the old; the default cannot be unset or deleted while others exist", async () => {
  const first = (await create({ name: "First" })).json;
  const second = (await create({ name: "Second" })).json;
  expect(second.isDefault).toBe(false);

  expect((await update(second.id, { name: "Second", isDefault: true })).json.isDefault).toBe(true);
  expect((await read(first.id)).isDefault).toBe(false);

  const unset = await update(second.id, { name: "Second", isDefault: false });
  expect(unset).toMatchObject({
    status: 400,
    json: { error: "ERR_NO_OTHER_WHATSAPP", message: "É necessário ter pelo menos um WhatsApp padrão" },
  });
  const removeDefault = await call(deleteConnection, { method: "DELETE", headers, params: { id: String(second.id) } });
  expect(removeDefault.json.error).toBe("ERR_NO_OTHER_WHATSAPP");

  expect((await call(deleteConnection, { method: "DELETE", headers, params: { id: String(first.id) } })).status).toBe(
    200,
  );
  expect((await call(listConnections, { headers })).json.map((c: { id: number }) => c.id)).toEqual([second.id]);
});

test("queues: a greeting is required with more than one, and the chatbot only then", async () => {
  const other = await prisma.queue.create({ data: { idGraf, name: "Sales", color: "#16a34a" } });
  const noGreeting = await create({ name: "Two queues", queueIds: [queueId, other.id] });
  expect(noGreeting).toMatchObject({ status: 400, json: { error: "ERR_WAPP_GREETING_REQUIRED" } });

  const two = await create({
    name: "Two queues",
    queueIds: [queueId, other.id],
    greetingMessage: "Hello!",
    hasChatbot: true,
  });
  expect(two.json).toMatchObject({
    hasChatbot: true,
    queues: expect.arrayContaining([expect.objectContaining({ id: other.id })]),
  });

  const one = await create({ name: "One queue", queueIds: [queueId], hasChatbot: true, farewellMessage: "   " });
  expect(one.json).toMatchObject({ hasChatbot: false, farewellMessage: null });
});

test("bad input is a 400 naming the field; another tenant's queue is not found; attendants are refused", async () => {
  const short = await create({ name: "A" });
  expect(short.status).toBe(400);
  expect(short.json.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: "name", message: "tooShort" })]),
  );
  const noDepartment = await call(createConnection, { method: "POST", headers, body: { name: "No department" } });
  expect(noDepartment.json.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: "defaultDepartment" })]),
  );
  expect((await create({ name: "Bad hours", startWorkHour: "25:00" })).status).toBe(400);
  expect((await create({ name: "Zapi", provider: "zapi" })).json.details.map((d: { path: string }) => d.path)).toEqual(
    expect.arrayContaining(["zapiInstanceId", "zapiToken", "zapiClientToken"]),
  );

  const stranger = await makeTenant();
  const foreignQueue = await prisma.queue.findFirstOrThrow({ where: { idGraf: stranger.idGraf } });
  expect((await create({ name: "Foreign", defaultDepartment: foreignQueue.id })).status).toBe(404);

  const attendant = await makeUser(idGraf);
  const asAttendant = bearer(await signAccessToken({ userId: attendant.id, tokenVersion: 0 }));
  expect((await call(listConnections, { headers: asAttendant })).json.error).toBe("ERR_NO_PERMISSION");
});

test("new QR and disconnect; a restart brings every connection back to its stored pairing", async () => {
  const paired = (await create({ name: "Paired" })).json;
  await scan(headers, paired.id);
  const waiting = (await create({ name: "Waiting" })).json;

  const renewed = await call(newQr, { method: "PUT", headers, params: { id: String(waiting.id) } });
  expect(renewed.json.qrcode).toMatch(/^atende-simulator:/);
  expect(renewed.json.qrcode).not.toBe(waiting.qrcode);

  const restarted = new SessionManager(providers, takeInProviderEvents);
  installSessionManager(restarted);
  await restarted.startAll();
  expect((await read(paired.id)).status).toBe("CONNECTED");
  expect((await read(waiting.id)).status).toBe("qrcode");

  await call(disconnect, { method: "DELETE", headers, params: { id: String(paired.id) } });
  expect(await read(paired.id)).toMatchObject({ status: "DISCONNECTED", qrcode: null });
  await restarted.start(paired.id);
  expect((await read(paired.id)).status).toBe("qrcode");
});

test("ids beyond what the database holds are refused as input, not passed on", async () => {
  const huge = await create({ name: "Huge", queueIds: [1e12], defaultDepartment: 1e12 });
  expect(huge.status).toBe(400);
  expect(huge.json.details.map((d: { path: string }) => d.path)).toEqual(
    expect.arrayContaining(["defaultDepartment", "queueIds.0"]),
  );
  expect((await scan(headers, 1e12)).status).toBe(404);
});
