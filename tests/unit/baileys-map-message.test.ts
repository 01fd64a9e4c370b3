import { proto, type WAMessage, type WAMessageUpdate } from "baileys";
import { mapUpdate, mapUpsert } from "@/lib/whatsapp/baileys/map-message";
import { loadBaileys } from "@/lib/whatsapp/baileys/runtime";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { baileysFixture as fixture } from "@/tests/support/baileys-fixture";

beforeAll(loadBaileys);

function inbound(name: string, edit?: (message: WAMessage) => void): InboundMessage {
  const message = fixture(name);
  edit?.(message);
  const event = mapUpsert(message);
  if (event?.type !== "message") throw new Error(`${name} mapped to ${JSON.stringify(event)}`);
  return event.message;
}

describe("text", () => {
  test("conversation", () => {
    expect(inbound("conversation")).toMatchObject({
      id: "3EB0C431C26A1916E07E",
      chatId: "5511987654321",
      isGroup: false,
      fromMe: false,
      contact: { number: "5511987654321", name: "Maria Souza" },
      kind: "conversation",
      body: "Olá, meu pedido ainda não chegou",
      timestamp: new Date(1732356000 * 1000),
    });
  });

  test("extendedTextMessage quoting another message", () => {
    expect(inbound("extended-text-quoted")).toMatchObject({
      kind: "extendedTextMessage",
      body: "Esse aqui, o número 4512",
      quotedId: "3EB0A1B2C3D4E5F60718",
    });
  });

  test("the raw payload is plain JSON with binary fields in BufferJSON's form", () => {
    const message = inbound("conversation");
    const raw = message.raw as { key: { id: string }; message: { messageContextInfo: { messageSecret: unknown } } };
    expect(raw.key.id).toBe(message.id);
    expect(raw.message.messageContextInfo.messageSecret).toEqual({ type: "Buffer", data: expect.any(String) });
  });
});

describe("media", () => {
  test("image with its caption; the media key the download needs stays in the raw payload", () => {
    const event = mapUpsert(fixture("image"));
    if (event?.type !== "message") throw new Error("not a message");
    expect(event.message).toMatchObject({
      kind: "image",
      body: "Foto da caixa amassada",
      media: { mimetype: "image/jpeg" },
    });
    expect(event.message.media?.fileName).toBeUndefined();
    const raw = event.message.raw as { message: { imageMessage: { mediaKey: unknown } } };
    expect(raw.message.imageMessage.mediaKey).toEqual({ type: "Buffer", data: expect.any(String) });
  });

  test("video inside a disappearing-message wrapper", () => {
    expect(inbound("video-ephemeral")).toMatchObject({
      kind: "video",
      body: "Olha o barulho",
      media: { mimetype: "video/mp4" },
    });
  });

  test("audio (voice note)", () => {
    expect(inbound("audio-ptt")).toMatchObject({
      kind: "audio",
      body: "",
      media: { mimetype: "audio/ogg; codecs=opus" },
    });
  });

  test("sticker", () => {
    expect(inbound("sticker")).toMatchObject({ kind: "sticker", body: "", media: { mimetype: "image/webp" } });
  });

  test("document: the file name is the body and kept as the original name", () => {
    expect(inbound("document")).toMatchObject({
      kind: "document",
      body: "nota-fiscal-4512.pdf",
      media: { mimetype: "application/pdf", fileName: "nota-fiscal-4512.pdf" },
    });
  });

  test("document with caption, unwrapped", () => {
    expect(inbound("document-with-caption")).toMatchObject({
      kind: "document",
      body: "Segue a planilha",
      media: { fileName: "planilha.xlsx" },
    });
  });

  test("view-once image, unwrapped", () => {
    expect(inbound("view-once-image")).toMatchObject({ kind: "image", body: "", media: { mimetype: "image/jpeg" } });
  });

  test("a media message without a mimetype gets WhatsApp's usual one", () => {
    const message = inbound("sticker", (m) => delete m.message!.stickerMessage!.mimetype);
    expect(message.media?.mimetype).toBe("image/webp");
  });
});

describe("locations, contacts and calls", () => {
  const link = "https://maps.google.com/maps?q=-23.5613991%2C-46.6565712&z=17";

  test("locationMessage with a thumbnail: 'image|link' body and the place", () => {
    const message = inbound("location");
    expect(message.kind).toBe("locationMessage");
    expect(message.body).toMatch(/^data:image\/jpeg;base64,\/9j\/[A-Za-z0-9+/=]+\|/);
    expect(message.body.split("|")[1]).toBe(link);
    expect(message.location).toEqual({
      latitude: -23.5613991,
      longitude: -46.6565712,
      name: "Museu de Arte de São Paulo",
      address: "Av. Paulista, 1578 - Bela Vista, São Paulo - SP",
    });
    expect(message.media).toBeUndefined();
  });

  test("locationMessage without a thumbnail: the maps link", () => {
    expect(inbound("location", (m) => delete m.message!.locationMessage!.jpegThumbnail).body).toBe(link);
  });

  test("liveLocationMessage", () => {
    const message = inbound("live-location");
    expect(message.kind).toBe("liveLocationMessage");
    expect(message.body).toMatch(/\|https:\/\/maps\.google\.com\/maps\?q=-22\.9068467%2C-43\.1728965&z=17$/);
    expect(message.location).toEqual({ latitude: -22.9068467, longitude: -43.1728965, name: "Indo até a loja" });
  });

  test("contactMessage: the vCard is the body", () => {
    const message = inbound("contact");
    expect(message.kind).toBe("contactMessage");
    expect(message.body).toMatch(/^BEGIN:VCARD\n[\s\S]*FN:João Pereira\n[\s\S]*END:VCARD$/);
  });

  test("several contacts: their vCards one after another", () => {
    const message = inbound("contacts-array");
    expect(message.kind).toBe("contactMessage");
    expect(message.body.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(message.body).toContain("FN:Ana Lima");
    expect(message.body).toContain("FN:Bruno Dias");
  });

  test("call_log from a missed call, which Baileys delivers as a stub without content", () => {
    expect(inbound("missed-call")).toMatchObject({
      id: "E7A1C93B0D2F4856A1B2C3D4E5F60718",
      chatId: "5511987654321",
      kind: "call_log",
      body: "Missed video call",
    });
  });

  test("call_log from a call log message", () => {
    expect(inbound("call-log")).toMatchObject({ kind: "call_log", body: "Missed voice call" });
  });
});

describe("senders and chats", () => {
  test("a group: the chat is the group, the contact its participant's phone number", () => {
    expect(inbound("group-lid")).toMatchObject({
      chatId: "120363025246125486",
      isGroup: true,
      contact: { number: "5511976543210", name: "Maria Souza" },
    });
  });

  test("a group participant known only by LID stays addressable by it", () => {
    const message = inbound("group-lid", (m) => delete m.key.participantAlt);
    expect(message.contact.number).toBe("185123456789012@lid");
  });

  test("a LID sender is mapped to the phone number Baileys sends beside it", () => {
    expect(inbound("lid-sender")).toMatchObject({ chatId: "5521991234567", contact: { number: "5521991234567" } });
  });

  test("a LID sender without a known phone number keeps the LID jid, so replies still reach them", () => {
    const message = inbound("lid-sender", (m) => delete m.key.remoteJidAlt);
    expect(message).toMatchObject({ chatId: "205987654321098@lid", contact: { number: "205987654321098@lid" } });
  });

  test("a message sent from the business phone is fromMe and does not take its push name", () => {
    const message = inbound("from-me");
    expect(message).toMatchObject({ fromMe: true, chatId: "5511987654321", body: "Enviado pelo celular da loja" });
    expect(message.contact.name).toBeUndefined();
  });

  test("status broadcasts and reactions are not messages of the inbox", () => {
    expect(mapUpsert(fixture("status-broadcast"))).toBeUndefined();
    expect(mapUpsert(fixture("reaction"))).toBeUndefined();
  });
});

test.each(["image", "document-with-caption", "location", "group-lid", "missed-call"])(
  "%s decoded from protobuf (class instances, Long timestamps) maps as its JSON form does",
  (name) => {
    const json = fixture(name);
    const decoded = proto.WebMessageInfo.decode(proto.WebMessageInfo.encode(json).finish()) as WAMessage;
    // Baileys 7 keeps the key's LID companions on the key object, outside the protobuf.
    decoded.key = json.key;
    expect(typeof decoded.messageTimestamp).toBe("object");
    const comparable = (message: InboundMessage) => ({ ...message, raw: undefined });
    const event = mapUpsert(decoded);
    expect(event?.type === "message" && comparable(event.message)).toEqual(comparable(inbound(name)));
  },
);

describe("edits, deletions and acks", () => {
  // Who sent the edit or revoke comes along: only the author's own messages may change.
  const contact = { chat: "5511987654321", sender: "5511987654321", fromMe: false };

  test("an edit names the edited message, its new text and who sent the edit", () => {
    expect(mapUpsert(fixture("edit"))).toEqual({
      type: "edit",
      id: "3EB0C431C26A1916E07E",
      body: "Olá, meu pedido 4512 ainda não chegou",
      author: contact,
    });
  });

  test("a revoke deletes the message it names, for who sent the revoke", () => {
    expect(mapUpsert(fixture("revoke"))).toEqual({ type: "delete", id: "3EB06D2B9A4C1E8F7710", author: contact });
  });

  test("statuses of our messages become acks; receipts of received messages are ignored", () => {
    const events = fixture<WAMessageUpdate[]>("message-updates").map(mapUpdate);
    expect(events).toEqual([
      { type: "ack", id: "3EB0F00DBABE12345678", ack: 2 },
      { type: "ack", id: "3EB0F00DBABE12345678", ack: 3 },
      { type: "ack", id: "3EB0F00DBABE12345678", ack: 4 },
      { type: "ack", id: "3EB0AB12CD34EF567890", ack: 5 },
      { type: "ack", id: "3EB0AB12CD34EF567891", ack: 0 },
      undefined,
    ]);
  });
});
