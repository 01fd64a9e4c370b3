import { randomBytes } from "node:crypto";
import { POST } from "@/app/api/webhooks/zapi/[connectionId]/route";
import { PUT as newQr } from "@/app/api/whatsappsession/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { installSessionManager, SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { bearer, call, makeTenant } from "@/tests/support/factories";
import { startFakeZapi, zapiStatusCallbacks, type FakeZapi } from "@/tests/support/fake-zapi";
import pt from "@/messages/pt.json";
import { recordingIo, type Emitted } from "@/tests/support/recording-io";

let emitted: Emitted<unknown>[];
// Z-API itself, which the status webhooks ask for the instance's state.
let fake: FakeZapi;

beforeAll(async () => {
  fake = await startFakeZapi();
  process.env.ZAPI_BASE_URL = fake.url;
});

beforeEach(() => {
  emitted = [];
  setSocketServer(recordingIo<unknown>((e) => emitted.push(e)));
});

afterAll(async () => {
  setSocketServer(undefined);
  delete process.env.ZAPI_BASE_URL;
  await fake.close();
});

async function makeConnection(overrides: { provider?: string } = {}) {
  const tenant = await makeTenant();
  const webhookSecret = randomBytes(24).toString("hex");
  const connection = await prisma.whatsapp.create({
    data: {
      idGraf: tenant.idGraf,
      name: "Z-API",
      provider: overrides.provider ?? "zapi",
      zapi: (overrides.provider ?? "zapi") === "zapi",
      zapiInstanceId: "INSTANCE",
      zapiToken: "INSTANCE-TOKEN",
      zapiClientToken: "CLIENT-TOKEN",
      webhookSecret,
      status: "qrcode",
      qrcode: "data:image/png;base64,QR",
    },
  });
  return { connection, secret: webhookSecret, admin: tenant.admin };
}

function post(
  connectionId: number | string,
  options: { secret?: string; header?: string; body?: unknown; rawBody?: string },
) {
  const query = options.secret === undefined ? "" : `?secret=${encodeURIComponent(options.secret)}`;
  return call(POST, {
    method: "POST",
    path: `/api/webhooks/zapi/${connectionId}${query}`,
    headers: {
      ...(options.rawBody !== undefined && { "content-type": "application/json" }),
      ...(options.header !== undefined && { "x-webhook-secret": options.header }),
    },
    body: options.body,
    rawBody: options.rawBody,
    params: { connectionId: String(connectionId) },
  });
}

const textMessage = {
  type: "ReceivedCallback",
  messageId: "3EB0C767D097B7E1",
  phone: "5544999999999",
  fromMe: false,
  momment: 1632228638000,
  isGroup: false,
  senderName: "Maria",
  text: { message: "Olá" },
};

test("a valid webhook is accepted with the secret in the query or in the header", async () => {
  const { connection, secret } = await makeConnection();
  expect(await post(connection.id, { secret, body: textMessage })).toMatchObject({
    status: 200,
    json: { received: 1 },
  });
  expect(await post(connection.id, { header: secret, body: textMessage })).toMatchObject({
    status: 200,
    json: { received: 1 },
  });
});

test("a wrong or missing secret and an unknown connection get the same 401", async () => {
  const { connection, secret } = await makeConnection();
  const other = await makeConnection();
  const refused = [
    await post(connection.id, { secret: "wrong", body: textMessage }),
    await post(connection.id, { secret: `${secret}x`, body: textMessage }),
    await post(connection.id, { body: textMessage }),
    await post(connection.id, { secret: other.secret, body: textMessage }),
    await post(999_999_999, { secret, body: textMessage }),
    await post("not-a-number", { secret, body: textMessage }),
  ];
  for (const answer of refused) {
    expect(answer).toMatchObject({
      status: 401,
      json: { error: "ERR_INVALID_CREDENTIALS", message: "Invalid webhook credentials" },
    });
  }
});

test("a connection of another provider is not a Z-API webhook target", async () => {
  const { connection, secret } = await makeConnection({ provider: "baileys" });
  expect(await post(connection.id, { secret, body: textMessage })).toMatchObject({
    status: 404,
    json: { error: "ERR_NOT_FOUND" },
  });
});

test("malformed JSON and malformed payloads are a 400 with details", async () => {
  const { connection, secret } = await makeConnection();
  const notJson = await post(connection.id, { secret, rawBody: "{not json" });
  expect(notJson).toMatchObject({ status: 400, json: { error: "ERR_BAD_REQUEST", details: [{ path: "" }] } });

  const noType = await post(connection.id, { secret, body: { messageId: "x" } });
  expect(noType).toMatchObject({ status: 400, json: { error: "ERR_BAD_REQUEST", details: [{ path: "type" }] } });

  const bad = await post(connection.id, { secret, body: { ...textMessage, messageId: undefined, momment: "now" } });
  expect(bad.status).toBe(400);
  expect(bad.json.details.map((d: { path: string }) => d.path)).toEqual(
    expect.arrayContaining(["messageId", "momment"]),
  );
});

test("a wrong secret is refused before the body is looked at", async () => {
  const { connection } = await makeConnection();
  expect((await post(connection.id, { secret: "wrong", rawBody: "{not json" })).status).toBe(401);
});

test("callbacks the inbox does not use are accepted and ignored", async () => {
  const { connection, secret } = await makeConnection();
  const presence = { type: "PresenceChatCallback", phone: "5544999999999", status: "COMPOSING" };
  expect(await post(connection.id, { secret, body: presence })).toMatchObject({ status: 200, json: { received: 0 } });
});

test("a connected callback makes the connection CONNECTED, clears its QR and tells the tenant", async () => {
  const { connection, secret } = await makeConnection();
  const body = {
    type: "ConnectedCallback",
    connected: true,
    momment: 26151515154,
    instanceId: "INSTANCE",
    phone: "5544988887777",
  };
  expect(await post(connection.id, { secret, body })).toMatchObject({ status: 200, json: { received: 1 } });

  const stored = await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } });
  expect(stored).toMatchObject({ status: "CONNECTED", qrcode: null, phoneNumber: "5544988887777" });
  const payload = {
    action: "update",
    session: expect.objectContaining({ id: connection.id, status: "CONNECTED", qrcode: null }),
  };
  expect(emitted).toEqual([
    { rooms: [`admins:${connection.idGraf}`], except: [], channel: `whatsappSession-${connection.idGraf}`, payload },
    {
      rooms: [`admins:${connection.idGraf}`],
      except: [],
      channel: `notify-zapi-instance-status-${connection.idGraf}`,
      payload,
    },
  ]);
  const session = JSON.stringify(emitted[0].payload);
  for (const secretValue of ["INSTANCE-TOKEN", "CLIENT-TOKEN", secret]) expect(session).not.toContain(secretValue);
});

test("a disconnected callback makes the connection DISCONNECTED", async () => {
  const { connection, secret } = await makeConnection();
  const body = {
    momment: 1580163342,
    error: "Device has been disconnected",
    disconnected: true,
    type: "DisconnectedCallback",
  };
  await post(connection.id, { secret, body });
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({
    status: "DISCONNECTED",
  });
});

test("a received message lands in the inbox once, however often Z-API retries the webhook", async () => {
  const { connection, secret } = await makeConnection();
  await post(connection.id, { secret, body: textMessage });
  await post(connection.id, { secret, body: textMessage });
  const messages = await prisma.message.findMany({
    where: { whatsappId: connection.id },
    include: { ticket: { include: { contact: true } } },
  });
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    body: "Olá",
    providerMessageId: "3EB0C767D097B7E1",
    ticket: { status: "pending", contact: { number: "5544999999999", name: "Maria" } },
  });
});

test("the dispatcher stores a new QR and ignores acks, edits and deletions of unknown messages", async () => {
  const { connection } = await makeConnection();
  await takeInProviderEvents(connection, [
    { type: "qr", qr: "data:image/png;base64,NEW" },
    { type: "ack", id: "3EB0", ack: 3 },
    {
      type: "edit",
      id: "3EB0",
      body: "novo",
      author: { chat: "5544999999999", sender: "5544999999999", fromMe: false },
    },
    { type: "delete", id: "3EB0", author: { chat: "5544999999999", sender: "5544999999999", fromMe: false } },
  ]);
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({
    qrcode: "data:image/png;base64,NEW",
  });
  expect(emitted.map((e) => e.channel)).toEqual([
    `whatsappSession-${connection.idGraf}`,
    `notify-zapi-instance-status-${connection.idGraf}`,
  ]);
  expect(await prisma.message.count({ where: { whatsappId: connection.id } })).toBe(0);
});

test("the dispatcher only touches the connection inside its own tenant", async () => {
  const { connection } = await makeConnection();
  const foreign = await makeTenant();
  await takeInProviderEvents({ id: connection.id, idGraf: foreign.idGraf }, [{ type: "status", status: "CONNECTED" }]);
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({ status: "qrcode" });
});

test("webhooks arriving at once while sessions run line up in the connection's queue and are each stored once", async () => {
  const { connection, secret } = await makeConnection();
  installSessionManager(new SessionManager(providers, takeInProviderEvents));
  try {
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      ...textMessage,
      messageId: `BURST-${i}`,
      text: { message: `Mensagem ${i}` },
    }));
    const answers = await Promise.all([...bodies, bodies[3]].map((body) => post(connection.id, { secret, body })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  } finally {
    installSessionManager(undefined);
  }
  const [ticket] = await prisma.ticket.findMany({ where: { whatsappId: connection.id } });
  expect(ticket).toMatchObject({ unreadMessages: 12 });
  expect(await prisma.message.count({ where: { ticketId: ticket.id } })).toBe(12);
});

const EXPIRED_TEXT = "Instância vencida! Entre em contato com o suporte.";

test("a status webhook reads the instance at Z-API: an active one is ATIVO, with no reason kept", async () => {
  const { connection, secret } = await makeConnection();
  await post(connection.id, { secret, body: zapiStatusCallbacks.disconnected() });
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({
    status: "DISCONNECTED",
    zapiStatus: "ATIVO",
    statusReason: "PHONE_DISCONNECTED",
  });
  await post(connection.id, { secret, body: zapiStatusCallbacks.connected("5544988887777") });
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({
    status: "CONNECTED",
    zapiStatus: "ATIVO",
    statusReason: null,
  });
  const asked = fake.requests.filter((r) => r.path === "/instances/INSTANCE/token/INSTANCE-TOKEN/me");
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked[0].headers["client-token"]).toBe("CLIENT-TOKEN");
});

test("an instance Z-API expired becomes CANCELADO and DISCONNECTED, the tenant is told, and a new QR answers the spec's text", async () => {
  const { connection, secret, admin } = await makeConnection();
  fake.expire();
  try {
    await post(connection.id, { secret, body: zapiStatusCallbacks.connected("5544988887777") });
  } finally {
    fake.renew();
  }
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } })).toMatchObject({
    status: "DISCONNECTED",
    zapiStatus: "CANCELADO",
    statusReason: "INSTANCE_EXPIRED",
    qrcode: null,
  });
  expect(emitted).toContainEqual({
    rooms: [`admins:${connection.idGraf}`],
    except: [],
    channel: `notify-zapi-instance-status-${connection.idGraf}`,
    payload: {
      action: "update",
      session: expect.objectContaining({
        status: "DISCONNECTED",
        zapiStatus: "CANCELADO",
        statusReason: "INSTANCE_EXPIRED",
      }),
    },
  });

  const headers = bearer(await signAccessToken({ userId: admin.id, tokenVersion: 0 }));
  const refused = await call(newQr, { method: "PUT", headers, params: { id: String(connection.id) } });
  expect(refused).toMatchObject({ status: 409, json: { error: "ERR_WAPP_INSTANCE_EXPIRED" } });
  // What the browser shows for that code, and under the connection's status on the Connections screen.
  expect(pt.errors.ERR_WAPP_INSTANCE_EXPIRED).toBe(EXPIRED_TEXT);
  expect(pt.connections.reasons.INSTANCE_EXPIRED).toBe(EXPIRED_TEXT);
});
