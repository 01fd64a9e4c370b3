import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/webhooks/whatsapp-cloud/[whatsappId]/route";
import { prisma } from "@/lib/db/client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { captureLog } from "@/tests/support/captured-log";
import { call, makeTenant } from "@/tests/support/factories";
import {
  CLOUD,
  inboundText,
  startFakeGraphApi,
  statusOf,
  signatureOf,
  webhookBody,
  type FakeGraphApi,
} from "@/tests/support/fake-graph-api";
import { drainDownloads } from "@/tests/support/media-jobs";
import { recordingIo, type Emitted } from "@/tests/support/recording-io";

let graph: FakeGraphApi;
let emitted: Emitted<unknown>[];

beforeAll(async () => {
  graph = await startFakeGraphApi();
  process.env.WHATSAPP_CLOUD_API_URL = graph.api;
});

beforeEach(() => {
  emitted = [];
  setSocketServer(recordingIo<unknown>((e) => emitted.push(e)));
});

afterAll(async () => {
  setSocketServer(undefined);
  delete process.env.WHATSAPP_CLOUD_API_URL;
  await graph.close();
});

async function makeCloudConnection(provider = "cloud") {
  const tenant = await makeTenant();
  return prisma.whatsapp.create({
    data: {
      idGraf: tenant.idGraf,
      name: "Cloud API",
      provider,
      cloudPhoneNumberId: CLOUD.phoneNumberId,
      cloudBusinessAccountId: CLOUD.businessAccountId,
      cloudAccessToken: CLOUD.accessToken,
      cloudAppSecret: CLOUD.appSecret,
      cloudVerifyToken: CLOUD.verifyToken,
      status: "CONNECTED",
    },
  });
}

/** Posts a body as Meta does: its raw bytes, signed with the given secret (none: unsigned). */
function post(
  whatsappId: number | string,
  body: unknown,
  options: { secret?: string | null; signature?: string } = {},
) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const signature =
    options.signature ?? (options.secret === null ? undefined : signatureOf(raw, options.secret ?? CLOUD.appSecret));
  return call(POST, {
    method: "POST",
    path: `/api/webhooks/whatsapp-cloud/${whatsappId}`,
    rawBody: raw,
    headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
    params: { whatsappId: String(whatsappId) },
  });
}

async function verify(whatsappId: number | string, query: Record<string, string>) {
  const url = new URL(`http://localhost:3000/api/webhooks/whatsapp-cloud/${whatsappId}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await GET(new NextRequest(url), { params: Promise.resolve({ whatsappId: String(whatsappId) }) });
  return { status: res.status, text: await res.text() };
}

const messagesOf = (whatsappId: number) => prisma.message.findMany({ where: { whatsappId }, orderBy: { id: "asc" } });

test("Meta's verification gets its challenge back with the connection's verify token, and 403 otherwise", async () => {
  const connection = await makeCloudConnection();
  const good = { "hub.mode": "subscribe", "hub.verify_token": CLOUD.verifyToken, "hub.challenge": "1158201444" };
  expect(await verify(connection.id, good)).toEqual({ status: 200, text: "1158201444" });
  expect((await verify(connection.id, { ...good, "hub.verify_token": "wrong" })).status).toBe(403);
  expect((await verify(connection.id, { ...good, "hub.mode": "unsubscribe" })).status).toBe(403);
  expect((await verify(999_999_999, good)).status).toBe(403);
  const zapi = await makeCloudConnection("zapi");
  expect((await verify(zapi.id, good)).status).toBe(403);
});

test("an unsigned, wrongly signed or foreign-secret webhook is refused with 401 and stores nothing", async () => {
  const connection = await makeCloudConnection();
  const body = inboundText("5511988887777", "wamid.REFUSED", "Olá");
  const refused = [
    await post(connection.id, body, { secret: null }),
    await post(connection.id, body, { secret: "another-app-secret" }),
    await post(connection.id, body, { signature: "sha256=00" }),
    await post(connection.id, body, { signature: signatureOf(JSON.stringify(body)).replace("sha256=", "sha1=") }),
    await post(999_999_999, body),
  ];
  for (const answer of refused)
    expect(answer).toMatchObject({ status: 401, json: { error: "ERR_INVALID_CREDENTIALS" } });
  // A signature over other bytes than those sent: the body was changed on its way.
  const tampered = await post(connection.id, JSON.stringify(body).replace("Olá", "Oi!"), {
    signature: signatureOf(JSON.stringify(body)),
  });
  expect(tampered.status).toBe(401);
  expect(await messagesOf(connection.id)).toEqual([]);
  expect(await prisma.contact.count({ where: { idGraf: connection.idGraf } })).toBe(0);
});

test("a signed text becomes a pending ticket of the contact with Meta's profile name, once however often Meta redelivers it", async () => {
  const connection = await makeCloudConnection();
  const body = inboundText("5511988887777", "wamid.HBgNNTUxMTk4ODg4Nzc3NxUCABIYFjNFQjA", "Quero falar do meu pedido");
  expect(await post(connection.id, body)).toMatchObject({ status: 200, json: { received: 1 } });
  expect(await post(connection.id, body)).toMatchObject({ status: 200, json: { received: 1 } });
  const messages = await prisma.message.findMany({
    where: { whatsappId: connection.id },
    include: { ticket: { include: { contact: true } } },
  });
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    body: "Quero falar do meu pedido",
    fromMe: false,
    mediaType: "conversation",
    ticket: { status: "pending", unreadMessages: 1, contact: { number: "5511988887777", name: "Maria Souza" } },
  });
  expect(emitted.some((e) => e.channel === `appMessage-${connection.idGraf}`)).toBe(true);
});

test("a received image is fetched from the Graph API by its id and kept in the media store", async () => {
  const connection = await makeCloudConnection();
  graph.addMedia("1479537139650973", Buffer.from("PNG-FROM-META"), "image/png");
  const image = { id: "1479537139650973", mime_type: "image/png", sha256: "4f3c", caption: "Comprovante" };
  const timestamp = String(Math.floor(Date.now() / 1000));
  const message = { from: "5511988887777", id: "wamid.IMAGE", timestamp, type: "image", image };
  await post(
    connection.id,
    webhookBody({ contacts: [{ profile: { name: "Maria" }, wa_id: "5511988887777" }], messages: [message] }),
  );
  await drainDownloads();
  const [stored] = await messagesOf(connection.id);
  expect(stored).toMatchObject({ mediaType: "image", body: "Comprovante" });
  expect(stored.mediaUrl).not.toMatch(/PENDING|ERROR/);
});

test("statuses move our message's ack up, never down, and a failure is stored and told to the chat", async () => {
  const connection = await makeCloudConnection();
  await post(connection.id, inboundText("5511988887777", "wamid.IN", "Oi"));
  const [inbound] = await messagesOf(connection.id);
  const ours = await prisma.message.create({
    data: {
      idGraf: connection.idGraf,
      ticketId: inbound.ticketId,
      whatsappId: connection.id,
      providerMessageId: "wamid.OURS",
      body: "Olá",
      fromMe: true,
      ack: 1,
    },
  });
  const ackOf = async () => (await prisma.message.findUniqueOrThrow({ where: { id: ours.id } })).ack;
  await post(connection.id, statusOf("wamid.OURS", "sent", "5511988887777"));
  expect(await ackOf()).toBe(2);
  await post(connection.id, statusOf("wamid.OURS", "read", "5511988887777"));
  expect(await ackOf()).toBe(4);
  await post(connection.id, statusOf("wamid.OURS", "delivered", "5511988887777"));
  expect(await ackOf()).toBe(4);

  const failed = await prisma.message.create({
    data: {
      idGraf: connection.idGraf,
      ticketId: inbound.ticketId,
      whatsappId: connection.id,
      providerMessageId: "wamid.LATE",
      body: "Ainda aí?",
      fromMe: true,
      ack: 1,
    },
  });
  emitted = [];
  const errors = [{ code: 131047, title: "Re-engagement message", message: "Re-engagement message" }];
  await post(connection.id, statusOf("wamid.LATE", "failed", "5511988887777", errors));
  expect(await prisma.message.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
    sendError: "ERR_WHATSAPP_WINDOW_CLOSED",
  });
  const update = emitted.find((e) => e.channel === `appMessage-${connection.idGraf}`);
  expect(update?.payload).toMatchObject({
    action: "update",
    message: { id: failed.id, sendError: "ERR_WHATSAPP_WINDOW_CLOSED" },
  });
});

test("changes of another number of the app and other fields are accepted and ignored", async () => {
  const connection = await makeCloudConnection();
  const other = inboundText("5511988887777", "wamid.OTHER", "Para outro número");
  other.entry[0].changes[0].value.metadata.phone_number_id = "999000999";
  expect(await post(connection.id, other)).toMatchObject({ status: 200, json: { received: 0 } });
  const account = {
    object: "whatsapp_business_account",
    entry: [
      { id: CLOUD.businessAccountId, changes: [{ field: "account_update", value: { event: "VERIFIED_ACCOUNT" } }] },
    ],
  };
  expect(await post(connection.id, account)).toMatchObject({ status: 200, json: { received: 0 } });
  expect(await messagesOf(connection.id)).toEqual([]);
});

test("a signed body that is not Meta's shape is a 400; a bad change is left out and the good ones taken", async () => {
  const connection = await makeCloudConnection();
  expect(await post(connection.id, "{not json")).toMatchObject({ status: 400, json: { error: "ERR_BAD_REQUEST" } });
  expect(await post(connection.id, { object: "whatsapp_business_account" })).toMatchObject({ status: 400 });
  // A good message for this number beside malformed changes, for another number and for this one.
  const body = inboundText("5511988887777", "wamid.GOOD", "Bom dia");
  const malformed = webhookBody({ messages: [{ from: "5511988887777", type: "text" }] }).entry[0].changes[0];
  const elsewhere = webhookBody({ messages: [{ type: "text" }] }, "999000999").entry[0].changes[0];
  body.entry[0].changes.push(malformed, elsewhere as (typeof body.entry)[0]["changes"][0]);
  const log = captureLog();
  try {
    expect(await post(connection.id, body)).toMatchObject({ status: 200, json: { received: 1 } });
    // Only this number's bad change is told; another number's is not this connection's to judge.
    expect(log.lines.filter((line) => line.level === "warn").map((line) => line.msg)).toEqual([
      expect.stringContaining("Cloud API webhook change left out"),
    ]);
  } finally {
    log.restore();
  }
  expect((await messagesOf(connection.id)).map((m) => m.body)).toEqual(["Bom dia"]);
});
