import { randomBytes } from "node:crypto";
import {
  DisconnectReason,
  makeEventBuffer,
  type BaileysEventMap,
  type UserFacingSocketConfig,
  type WAMessage,
  type WASocket,
} from "baileys";
import { prisma } from "@/lib/db/client";
import { loadAuthState } from "@/lib/whatsapp/baileys/auth-state";
import { BaileysSession } from "@/lib/whatsapp/baileys/baileys-session";
import { mapUpsert } from "@/lib/whatsapp/baileys/map-message";
import { loadBaileys } from "@/lib/whatsapp/baileys/runtime";
import { silentLogger } from "@/lib/whatsapp/baileys/silent-logger";
import type { ProviderEvent } from "@/lib/whatsapp/provider";
import { makeBaileysConnection } from "@/tests/support/baileys-connection";
import { baileysFixture as fixture } from "@/tests/support/baileys-fixture";

// Baileys' sockets talk to WhatsApp's servers, which this machine does not reach: the session runs
// here over fake sockets that emit what Baileys emits, through Baileys' own event buffer.

beforeAll(loadBaileys);

const ME = "5511900001111:7@s.whatsapp.net";
const closedWith = (statusCode: number) => ({
  connection: "close" as const,
  lastDisconnect: { error: Object.assign(new Error("closed"), { output: { statusCode } }), date: new Date() },
});

function fakeSocket(config: UserFacingSocketConfig) {
  const ev = makeEventBuffer(silentLogger);
  const close = (statusCode: number) => async () => void ev.emit("connection.update", closedWith(statusCode));
  return {
    config,
    ev,
    user: { id: ME },
    emit: <E extends keyof BaileysEventMap>(event: E, data: BaileysEventMap[E]) => ev.emit(event, data),
    end: jest.fn(close(DisconnectReason.connectionClosed)),
    logout: jest.fn(close(DisconnectReason.loggedOut)),
    sendMessage: jest.fn(async (...[jid]: [jid: string, content: unknown, options?: unknown]) => ({
      key: { remoteJid: jid, fromMe: true, id: `3EB0${randomBytes(8).toString("hex").toUpperCase()}` },
    })),
    onWhatsApp: jest.fn(async (jid: string) => (jid.startsWith("5511") ? [{ jid, exists: true }] : [])),
    profilePictureUrl: jest.fn(async (jid: string) => {
      if (jid.startsWith("5511")) return "https://pps.whatsapp.net/v/t61.24694-24/photo.jpg";
      throw Object.assign(new Error(jid.startsWith("5521") ? "item-not-found" : "timed out"), {
        data: jid.startsWith("5521") ? 404 : 408,
      });
    }),
    signalRepository: {
      lidMapping: {
        getPNForLID: async (lid: string) => (lid === "205987654321098@lid" ? "5521991234567@s.whatsapp.net" : null),
      },
    },
  };
}
type FakeSocket = ReturnType<typeof fakeSocket>;

async function until(check: () => boolean, what: string) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function makeConnection(options: { paired?: boolean } = {}) {
  const { tenant, whatsapp } = await makeBaileysConnection();
  if (options.paired) {
    const auth = await loadAuthState(whatsapp.id);
    auth.state.creds.me = { id: ME };
    await auth.saveCreds();
  }
  const sockets: FakeSocket[] = [];
  const events: ProviderEvent[] = [];
  const session = new BaileysSession(
    { id: whatsapp.id, idGraf: tenant.id, provider: "baileys" },
    async (event) => void events.push(event),
    (config) => {
      sockets.push(fakeSocket(config));
      return sockets.at(-1) as unknown as WASocket;
    },
  );
  return {
    tenant,
    whatsapp,
    session,
    sockets,
    events,
    statuses: () => events.flatMap((e) => (e.type === "status" ? [e.status] : [])),
  };
}

test("pairs by QR, keeps the credentials, restarts after pairing and reports CONNECTED with the number", async () => {
  const { whatsapp, session, sockets, events, statuses } = await makeConnection();
  await session.start();
  expect(statuses()).toEqual(["OPENING"]);
  const [first] = sockets;
  expect(first.config).toMatchObject({ markOnlineOnConnect: false, syncFullHistory: false, emitOwnEvents: false });

  first.emit("connection.update", { qr: "2@first-ref" });
  first.emit("connection.update", { qr: "2@second-ref" });
  await until(() => events.filter((e) => e.type === "qr").length === 2 && statuses().length === 2, "two QR codes");
  expect(events.filter((e) => e.type === "qr")).toEqual([
    { type: "qr", qr: "2@first-ref" },
    { type: "qr", qr: "2@second-ref" },
  ]);
  expect(statuses()).toEqual(["OPENING", "qrcode"]);

  // Pair success: Baileys updates the credentials, then WhatsApp asks for a restart.
  Object.assign(first.config.auth.creds, { me: { id: ME, name: "Loja" } });
  first.emit("creds.update", { me: { id: ME, name: "Loja" } });
  first.emit("connection.update", closedWith(DisconnectReason.restartRequired));
  await until(() => sockets.length === 2, "the restart");
  expect(sockets[1].config.auth.creds.me).toEqual({ id: ME, name: "Loja" });

  sockets[1].emit("connection.update", { connection: "open" });
  await until(() => statuses().includes("CONNECTED"), "CONNECTED");
  expect(events.at(-1)).toEqual({ type: "status", status: "CONNECTED", phoneNumber: "5511900001111" });
  expect(await prisma.whatsappAuthKey.count({ where: { whatsappId: whatsapp.id, type: "creds" } })).toBe(1);
  await session.stop();
});

test("live and backlog messages become message events, LIDs resolved; statuses become acks", async () => {
  const { session, sockets, events } = await makeConnection({ paired: true });
  await session.start();
  const lidOnly = fixture("lid-sender");
  delete lidOnly.key.remoteJidAlt;
  sockets[0].emit("messages.upsert", {
    type: "notify",
    messages: [fixture("conversation"), fixture("status-broadcast")],
  });
  sockets[0].emit("messages.upsert", { type: "append", messages: [lidOnly, fixture("revoke")] });
  sockets[0].emit("messages.update", [
    {
      key: { remoteJid: "5511987654321@s.whatsapp.net", id: "3EB0AB12CD34EF567890", fromMe: true },
      update: { status: 4 },
    },
  ]);

  await until(() => events.length === 5, "four events after OPENING");
  expect(
    events.slice(1).map((e) => (e.type === "message" ? { id: e.message.id, chatId: e.message.chatId } : e)),
  ).toEqual([
    { id: "3EB0C431C26A1916E07E", chatId: "5511987654321" },
    { id: "3EB0B7C8D9E0F1A2B3C4", chatId: "5521991234567" },
    {
      type: "delete",
      id: "3EB06D2B9A4C1E8F7710",
      author: { chat: "5511987654321", sender: "5511987654321", fromMe: false },
    },
    { type: "ack", id: "3EB0AB12CD34EF567890", ack: 4 },
  ]);
  await session.stop();
});

test("a dropped connection reconnects after a backoff; stop ends the socket and silences it", async () => {
  const { session, sockets, statuses, events } = await makeConnection({ paired: true });
  await session.start();
  sockets[0].emit("connection.update", { connection: "open" });
  sockets[0].emit("connection.update", closedWith(DisconnectReason.connectionLost));
  await until(() => sockets.length === 2, "the reconnection");
  expect(statuses()).toEqual(["OPENING", "CONNECTED", "OPENING"]);

  await session.stop();
  expect(sockets[1].end).toHaveBeenCalled();
  const before = events.length;
  // The clock is run past the longest backoff (a minute) instead of waiting it out: a reconnect
  // the released socket's close had scheduled would have made a third socket by then.
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  try {
    sockets[1].emit("messages.upsert", { type: "notify", messages: [fixture("conversation")] });
    sockets[1].emit("connection.update", closedWith(DisconnectReason.connectionLost));
    await jest.advanceTimersByTimeAsync(61_000);
  } finally {
    jest.useRealTimers();
  }
  expect(events.length).toBe(before);
  expect(sockets).toHaveLength(2);
});

test("logged out from the phone: the pairing is forgotten and the session stays down", async () => {
  const { whatsapp, session, sockets, statuses } = await makeConnection({ paired: true });
  await session.start();
  sockets[0].emit("connection.update", closedWith(DisconnectReason.loggedOut));
  await until(() => statuses().includes("DISCONNECTED"), "DISCONNECTED");
  expect(await prisma.whatsappAuthKey.count({ where: { whatsappId: whatsapp.id } })).toBe(0);
  expect(sockets).toHaveLength(1);
});

test("an unscanned QR expires into DISCONNECTED instead of a QR loop", async () => {
  const { session, sockets, statuses } = await makeConnection();
  await session.start();
  sockets[0].emit("connection.update", { qr: "2@ref" });
  sockets[0].emit("connection.update", closedWith(DisconnectReason.timedOut));
  await until(() => statuses().includes("DISCONNECTED"), "DISCONNECTED");
  expect(sockets).toHaveLength(1);
});

test("logout unlinks the device and forgets the pairing", async () => {
  const { whatsapp, session, sockets, events } = await makeConnection({ paired: true });
  await session.start();
  await session.logout();
  expect(sockets[0].logout).toHaveBeenCalled();
  expect(await prisma.whatsappAuthKey.count({ where: { whatsappId: whatsapp.id } })).toBe(0);
  expect(events.at(-1)).toEqual({ type: "status", status: "DISCONNECTED" });
});

test("sends text and media, quoting stored messages, deletes, checks numbers and pictures", async () => {
  const { tenant, whatsapp, session, sockets } = await makeConnection({ paired: true });
  await session.start();
  const socket = sockets[0];
  const contact = await prisma.contact.create({
    data: { idGraf: tenant.id, name: "Grupo", number: "120363025246125486", isGroup: true },
  });
  const ticket = await prisma.ticket.create({
    data: { idGraf: tenant.id, contactId: contact.id, whatsappId: whatsapp.id, isGroup: true },
  });
  const received = fixture("group-lid");
  const inbound = mapUpsert(received);
  if (inbound?.type !== "message") throw new Error("fixture is not a message");
  const stored = { idGraf: tenant.id, ticketId: ticket.id, whatsappId: whatsapp.id };
  await prisma.message.create({
    data: {
      ...stored,
      providerMessageId: received.key.id,
      body: "Bom dia, pessoal",
      dataJson: inbound.message.raw as object,
    },
  });
  await prisma.message.create({
    data: { ...stored, providerMessageId: "3EB0OURS", body: "Nosso horário é 8h", fromMe: true },
  });

  const sent = await session.sendText("120363025246125486", "Bom dia!", { quotedId: received.key.id! });
  expect(sent.id).toMatch(/^3EB0/);
  const [jid, content, options] = socket.sendMessage.mock.calls[0];
  expect([jid, content]).toEqual(["120363025246125486@g.us", { text: "Bom dia!" }]);
  const { quoted } = options as { quoted: WAMessage };
  expect(quoted.key).toMatchObject({ id: received.key.id, participant: "185123456789012@lid" });
  expect(quoted.message?.conversation).toBe("Bom dia, pessoal");

  await session.sendText("120363025246125486", "Isso", { quotedId: "3EB0OURS" });
  expect(socket.sendMessage.mock.calls[1][2]).toEqual({
    quoted: {
      key: { remoteJid: "120363025246125486@g.us", id: "3EB0OURS", fromMe: true },
      message: { conversation: "Nosso horário é 8h" },
    },
  });
  await session.sendText("5511987654321", "Oi", { quotedId: "unknown" });
  expect(socket.sendMessage.mock.calls[2]).toEqual([
    "5511987654321@s.whatsapp.net",
    { text: "Oi" },
    { quoted: undefined },
  ]);

  const data = Buffer.from("%PDF-1.4");
  await session.sendMedia("5511987654321", {
    data,
    mimetype: "application/pdf",
    fileName: "boleto.pdf",
    caption: "Boleto",
  });
  expect(socket.sendMessage.mock.calls[3][1]).toEqual({
    document: data,
    mimetype: "application/pdf",
    fileName: "boleto.pdf",
    caption: "Boleto",
  });

  await session.deleteForEveryone("5511987654321", "3EB0OURS");
  expect(socket.sendMessage.mock.calls[4]).toEqual([
    "5511987654321@s.whatsapp.net",
    { delete: { remoteJid: "5511987654321@s.whatsapp.net", id: "3EB0OURS", fromMe: true } },
  ]);

  await expect(session.checkNumber("5511987654321")).resolves.toEqual({ exists: true, number: "5511987654321" });
  await expect(session.checkNumber("5521900000000")).resolves.toEqual({ exists: false });
  await expect(session.profilePicture("5511987654321")).resolves.toMatch(/^https:/);
  await expect(session.profilePicture("5521900000000")).resolves.toBeUndefined();
  await expect(session.profilePicture("5531900000000")).rejects.toThrow("timed out");

  await session.sendMedia(
    "5511987654321",
    { data, mimetype: "audio/ogg; codecs=opus", fileName: "a.ogg" },
    { forwarded: true },
  );
  expect(socket.sendMessage.mock.calls[5][1]).toEqual({
    audio: data,
    mimetype: "audio/ogg; codecs=opus",
    ptt: true,
    contextInfo: { isForwarded: true, forwardingScore: 1 },
  });
  await session.stop();
  await expect(session.sendText("5511987654321", "Oi")).rejects.toThrow("not started");
});
