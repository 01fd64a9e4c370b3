import { mediaLinkOf } from "@/lib/whatsapp/zapi/fetch-zapi-media";
import { ZodError } from "zod";
import type { InboundMessage, ProviderEvent } from "@/lib/whatsapp/provider";
import { mapZapiWebhook } from "@/lib/whatsapp/zapi/map-webhook";

// Payloads as in developer.z-api.io's webhook examples (webhooks/on-message-received and siblings).
const received = (content: Record<string, unknown>) => ({
  isStatusReply: false,
  connectedPhone: "554499999999",
  waitingMessage: false,
  isEdit: false,
  isGroup: false,
  isNewsletter: false,
  instanceId: "A20DA9C0183A2D35A260F53F5D2B9244",
  messageId: "A20DA9C0183A2D35A260F53F5D2B9244",
  phone: "5544999999999",
  fromMe: false,
  momment: 1632228638000,
  status: "RECEIVED",
  chatName: "Maria (saved)",
  senderPhoto: "https://",
  senderName: "Maria",
  participantPhone: null,
  photo: "https://",
  broadcast: false,
  type: "ReceivedCallback",
  ...content,
});

function messageOf(events: ProviderEvent[]): InboundMessage {
  expect(events).toHaveLength(1);
  expect(events[0].type).toBe("message");
  return (events[0] as Extract<ProviderEvent, { type: "message" }>).message;
}

describe("received messages", () => {
  test("text", () => {
    const payload = received({ text: { message: "teste" } });
    expect(messageOf(mapZapiWebhook(payload))).toEqual({
      id: "A20DA9C0183A2D35A260F53F5D2B9244",
      chatId: "5544999999999",
      isGroup: false,
      fromMe: false,
      contact: { number: "5544999999999", name: "Maria" },
      kind: "conversation",
      body: "teste",
      timestamp: new Date(1632228638000),
      raw: payload,
    });
  });

  test("a reply is an extended text with the quoted id", () => {
    const message = messageOf(mapZapiWebhook(received({ referenceMessageId: "3EB0QUOTED", text: { message: "sim" } })));
    expect(message).toMatchObject({ kind: "extendedTextMessage", body: "sim", quotedId: "3EB0QUOTED" });
  });

  test("a message sent from the phone names the other side by the chat name", () => {
    const message = messageOf(
      mapZapiWebhook(received({ fromMe: true, senderName: "Our company", text: { message: "oi" } })),
    );
    expect(message).toMatchObject({ fromMe: true, contact: { number: "5544999999999", name: "Maria (saved)" } });
  });

  test("in a group the contact is the participant", () => {
    const payload = received({
      isGroup: true,
      phone: "120363019502650977-group",
      participantPhone: "5544988887777",
      text: { message: "oi" },
    });
    expect(messageOf(mapZapiWebhook(payload))).toMatchObject({
      chatId: "120363019502650977-group",
      isGroup: true,
      contact: { number: "5544988887777", name: "Maria" },
    });
  });

  test.each([
    [
      "image",
      {
        image: {
          mimeType: "image/jpeg",
          imageUrl: "https://cdn.z-api.io/i.jpg",
          thumbnailUrl: "https://cdn.z-api.io/t.jpg",
          caption: "Foto",
        },
      },
      "Foto",
      "image/jpeg",
    ],
    [
      "video",
      { video: { videoUrl: "https://cdn.z-api.io/v.mp4", caption: "", mimeType: "video/mp4" } },
      "",
      "video/mp4",
    ],
    [
      "audio",
      { audio: { audioUrl: "https://cdn.z-api.io/a.ogg", mimeType: "audio/ogg; codecs=opus" } },
      "",
      "audio/ogg; codecs=opus",
    ],
    ["sticker", { sticker: { stickerUrl: "https://cdn.z-api.io/s.webp", mimeType: "image/webp" } }, "", "image/webp"],
  ])("%s carries its caption and a downloadable media", (kind, content, body, mimetype) => {
    const message = messageOf(mapZapiWebhook(received(content)));
    expect(message).toMatchObject({ kind, body, media: { mimetype } });
    expect(message.media?.fileName).toBeUndefined();
  });

  test("document keeps the sender's file name as body and media file name", () => {
    const document = {
      documentUrl: "https://cdn.z-api.io/d.pdf",
      mimeType: "application/pdf",
      title: "nome",
      pageCount: 1,
      fileName: "nome.pdf",
    };
    const message = messageOf(mapZapiWebhook(received({ document })));
    expect(message).toMatchObject({
      kind: "document",
      body: "nome.pdf",
      media: { mimetype: "application/pdf", fileName: "nome.pdf" },
    });
  });

  test("the link the download job fetches is the one Z-API gave, read from the stored payload", () => {
    const message = messageOf(
      mapZapiWebhook(received({ image: { mimeType: "image/jpeg", imageUrl: "https://cdn.z-api.io/i.jpg" } })),
    );
    expect(mediaLinkOf(message.raw)).toBe("https://cdn.z-api.io/i.jpg");
    const document = { documentUrl: "https://cdn.z-api.io/d.pdf", mimeType: "application/pdf" };
    expect(mediaLinkOf(messageOf(mapZapiWebhook(received({ document }))).raw)).toBe("https://cdn.z-api.io/d.pdf");
  });

  test("location with a thumbnail is 'image|link'; without one, the link", () => {
    const withThumbnail = {
      latitude: -23.5,
      longitude: -46.6,
      thumbnailUrl: "https://cdn.z-api.io/map.jpg",
      url: "https://maps.google.com/?q=x",
      name: "Loja",
      address: "Rua A",
    };
    expect(messageOf(mapZapiWebhook(received({ location: withThumbnail })))).toMatchObject({
      kind: "locationMessage",
      body: "https://cdn.z-api.io/map.jpg|https://maps.google.com/?q=x",
      location: { latitude: -23.5, longitude: -46.6, name: "Loja", address: "Rua A" },
    });
    const bare = messageOf(
      mapZapiWebhook(received({ location: { longitude: -46.6, latitude: -23.5, address: "", url: "" } })),
    );
    expect(bare).toMatchObject({
      body: "https://maps.google.com/maps?q=-23.5%2C-46.6&z=17",
      location: { address: undefined },
    });
  });

  test("contact card is a contactMessage with the vCard as body", () => {
    const vCard =
      "BEGIN:VCARD\nVERSION:3.0\nN:;nome;;;\nFN:nome\nTEL;type=CELL;waid=5544999999999:+55 44 9999-9999\nEND:VCARD";
    const message = messageOf(
      mapZapiWebhook(received({ contact: { displayName: "Cesar", vCard, phones: ["5544999999999"] } })),
    );
    expect(message).toMatchObject({ kind: "contactMessage", body: vCard });
  });

  test("a missed call is a call_log; a ringing call is not kept", () => {
    const missed = received({
      messageId: "1679655074-103",
      notification: "CALL_MISSED_VOICE",
      notificationParameters: [],
      callId: "F44E",
    });
    expect(messageOf(mapZapiWebhook(missed))).toMatchObject({ kind: "call_log", body: "CALL_MISSED_VOICE" });
    expect(mapZapiWebhook(received({ notification: "CALL_VOICE", notificationParameters: [] }))).toEqual([]);
  });

  test("a message WhatsApp has not delivered yet is an empty text, kept with its raw data", () => {
    const message = messageOf(mapZapiWebhook(received({ waitingMessage: true })));
    expect(message).toMatchObject({ kind: "conversation", body: "", raw: { waitingMessage: true } });
  });

  test("an edited text is an edit event, by whoever sent the edit", () => {
    expect(mapZapiWebhook(received({ isEdit: true, text: { message: "corrigido" } }))).toEqual([
      {
        type: "edit",
        id: "A20DA9C0183A2D35A260F53F5D2B9244",
        body: "corrigido",
        author: { chat: "5544999999999", sender: "5544999999999", fromMe: false },
      },
    ]);
  });

  test("reactions and polls are not messages of the inbox", () => {
    const reaction = {
      value: "❤️",
      time: 1651878681150,
      reactionBy: "554499999999",
      referencedMessage: { messageId: "3EB0", fromMe: true },
    };
    expect(mapZapiWebhook(received({ reaction }))).toEqual([]);
    expect(mapZapiWebhook(received({ poll: { question: "?", options: [{ name: "Z-API" }] } }))).toEqual([]);
  });
});

describe("status callbacks", () => {
  const statusCallback = (status: string) => ({
    instanceId: "instance.id",
    status,
    ids: ["999999999999999999999", "888"],
    momment: 1632234645000,
    phoneDevice: 0,
    phone: "5544999999999",
    type: "MessageStatusCallback",
    isGroup: false,
  });

  test.each([
    ["SENT", 2],
    ["RECEIVED", 3],
    ["READ", 4],
    ["PLAYED", 5],
  ])("%s is ack %i for every id", (status, ack) => {
    expect(mapZapiWebhook(statusCallback(status))).toEqual([
      { type: "ack", id: "999999999999999999999", ack },
      { type: "ack", id: "888", ack },
    ]);
  });

  test("a status with no ack of its own (PENDING) changes nothing", () => {
    expect(mapZapiWebhook(statusCallback("PENDING"))).toEqual([]);
  });
});

describe("connection callbacks", () => {
  test("connected is CONNECTED with the phone number", () => {
    const payload = {
      type: "ConnectedCallback",
      connected: true,
      momment: 26151515154,
      instanceId: "instance.id",
      phone: "5544999999999",
    };
    expect(mapZapiWebhook(payload)).toEqual([{ type: "status", status: "CONNECTED", phoneNumber: "5544999999999" }]);
  });

  test("disconnected is DISCONNECTED, because the phone dropped", () => {
    const payload = {
      momment: 1580163342,
      error: "Device has been disconnected",
      disconnected: true,
      type: "DisconnectedCallback",
    };
    expect(mapZapiWebhook(payload)).toEqual([{ type: "status", status: "DISCONNECTED", reason: "PHONE_DISCONNECTED" }]);
  });
});

test("callback types the inbox does not use map to nothing", () => {
  expect(mapZapiWebhook({ type: "PresenceChatCallback" })).toEqual([]);
  expect(mapZapiWebhook({ type: "DeliveryCallback" })).toEqual([]);
});

describe("malformed payloads are rejected", () => {
  const invalid: [string, { type: string; [key: string]: unknown }, string][] = [
    ["a message without its id", { ...received({ text: { message: "x" } }), messageId: undefined }, "messageId"],
    ["a message with a text time", received({ momment: "yesterday", text: { message: "x" } }), "momment"],
    ["media without its URL", received({ image: { mimeType: "image/jpeg" } }), "image.imageUrl"],
    [
      "media from a non-web URL",
      received({ audio: { audioUrl: "file:///etc/passwd", mimeType: "audio/ogg" } }),
      "audio.audioUrl",
    ],
    ["a status without ids", { type: "MessageStatusCallback", status: "READ", ids: [] }, "ids"],
    ["a connected callback without its flag", { type: "ConnectedCallback", phone: "5544" }, "connected"],
  ];

  test.each(invalid)("%s", (_, payload, path) => {
    let error: unknown;
    try {
      mapZapiWebhook(payload);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
