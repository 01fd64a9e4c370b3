import { GET as listMessages } from "@/app/api/messages/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import type { ConnectionRef as Connection } from "@/lib/events/domain-events";
import { receiveMessages } from "@/lib/inbound/receive-message";
import { takeInProviderEvents as dispatchProviderEvents } from "@/lib/inbound/take-in-provider-events";
import type { InboundMessage, MessageAuthor } from "@/lib/whatsapp/provider";
import { bearer, call, makeTenant } from "@/tests/support/factories";

// Edits, deletions and quotes come from the provider, that is from whoever writes to the number:
// none may reach a message of another conversation or of another sender.
let connection: Connection;
let admin: Record<string, string>;
let seq = 0;

beforeAll(async () => {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const row = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id, isDefault: true },
  });
  connection = { id: row.id, idGraf: tenant.idGraf };
  admin = bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 }));
});

const number = () => `5511977${String(++seq).padStart(6, "0")}`;
const message = (from: string, overrides: Partial<InboundMessage> = {}): InboundMessage => ({
  id: `HIST-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Contato" },
  kind: "conversation",
  body: "original",
  timestamp: new Date(),
  raw: null,
  ...overrides,
});
const contactOf = (from: string): MessageAuthor => ({ chat: from, sender: from, fromMe: false });
const stored = (id: string) =>
  prisma.message.findFirstOrThrow({ where: { whatsappId: connection.id, providerMessageId: id } });

test("a contact's edit event cannot change an attendant's message, nor another contact's", async () => {
  const ana = number();
  const bia = number();
  const ours = message(ana, { fromMe: true, body: "Seu pedido saiu" });
  const anas = message(ana, { body: "Obrigada" });
  const bias = message(bia, { body: "Oi" });
  await receiveMessages(connection, [anas, ours, bias]);

  await dispatchProviderEvents(connection, [
    { type: "edit", id: ours.id, body: "Seu pedido foi cancelado", author: contactOf(ana) },
    { type: "delete", id: ours.id, author: contactOf(ana) },
    { type: "edit", id: bias.id, body: "Forjado", author: contactOf(ana) },
    { type: "delete", id: bias.id, author: contactOf(ana) },
  ]);
  expect(await stored(ours.id)).toMatchObject({ body: "Seu pedido saiu", editedMessage: null, isDeleted: false });
  expect(await stored(bias.id)).toMatchObject({ body: "Oi", editedMessage: null, isDeleted: false });

  // Each side still edits and deletes its own messages.
  await dispatchProviderEvents(connection, [
    { type: "edit", id: anas.id, body: "Muito obrigada", author: contactOf(ana) },
    { type: "edit", id: ours.id, body: "Seu pedido chegou", author: { chat: ana, sender: "us", fromMe: true } },
    { type: "delete", id: bias.id, author: contactOf(bia) },
  ]);
  expect(await stored(anas.id)).toMatchObject({ body: "Muito obrigada", editedMessage: "Obrigada" });
  expect(await stored(ours.id)).toMatchObject({ body: "Seu pedido chegou", editedMessage: "Seu pedido saiu" });
  expect((await stored(bias.id)).isDeleted).toBe(true);
});

test("in a group, a member edits only their own messages", async () => {
  const group = `120363${String(++seq).padStart(12, "0")}`;
  const [ana, bia] = [number(), number()];
  const anas = message(group, { isGroup: true, contact: { number: ana, name: "Ana" } });
  await prisma.setting.upsert({
    where: { idGraf_key: { idGraf: connection.idGraf, key: "CheckMsgIsGroup" } },
    create: { idGraf: connection.idGraf, key: "CheckMsgIsGroup", value: "disabled" },
    update: { value: "disabled" },
  });
  await receiveMessages(connection, [anas]);
  await dispatchProviderEvents(connection, [
    { type: "edit", id: anas.id, body: "Forjado", author: { chat: group, sender: bia, fromMe: false } },
  ]);
  expect((await stored(anas.id)).body).toBe("original");
  await dispatchProviderEvents(connection, [
    { type: "edit", id: anas.id, body: "Editado", author: { chat: group, sender: ana, fromMe: false } },
  ]);
  expect((await stored(anas.id)).body).toBe("Editado");
});

test("a quote links only to a message of the same ticket", async () => {
  const [ana, bia] = [number(), number()];
  const bias = message(bia, { body: "Segredo da Bia" });
  const anas = message(ana, { body: "Primeira" });
  await receiveMessages(connection, [bias, anas]);
  const quotingOther = message(ana, { body: "Citando a Bia", quotedId: bias.id });
  const quotingOwn = message(ana, { body: "Citando a mim", quotedId: anas.id });
  await receiveMessages(connection, [quotingOther, quotingOwn]);
  expect((await stored(quotingOther.id)).quotedMsgId).toBeNull();
  expect((await stored(quotingOwn.id)).quotedMsgId).toBe((await stored(anas.id)).id);
  const ticketId = (await stored(quotingOther.id)).ticketId;
  const listed = await call(listMessages, {
    path: `/api/messages/${ticketId}`,
    headers: admin,
    params: { id: String(ticketId) },
  });
  expect(JSON.stringify(listed.json)).not.toContain("Segredo da Bia");
});

test("the raw provider payload (Baileys' media keys) is never sent to browsers; what the chat shows of it is", async () => {
  const from = number();
  const raw = {
    key: { id: "X" },
    message: {
      imageMessage: {
        mediaKey: "c2VjcmV0LW1lZGlhLWtleQ==",
        directPath: "/v/t62/secret",
        fileEncSha256: "ZW5j",
        url: "https://mmg.whatsapp.net/secret",
      },
      locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: "Loja" },
    },
    waitingMessage: true,
  };
  const withRaw = message(from, { kind: "image", raw });
  await receiveMessages(connection, [withRaw]);
  const ticketId = (await stored(withRaw.id)).ticketId;
  const listed = await call(listMessages, {
    path: `/api/messages/${ticketId}`,
    headers: admin,
    params: { id: String(ticketId) },
  });
  const [view] = listed.json.messages;
  expect(JSON.stringify(view)).not.toMatch(/mediaKey|directPath|fileEncSha256|mmg\.whatsapp\.net|c2VjcmV0/);
  expect(view.dataJson).toEqual({
    waitingMessage: true,
    message: { locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: "Loja" } },
  });
});
