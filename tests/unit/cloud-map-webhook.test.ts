import { mapCloudWebhook } from "@/lib/whatsapp/cloud/map-webhook";
import { cloudWebhookSchema } from "@/lib/whatsapp/cloud/webhook-schema";
import { CLOUD, webhookBody } from "@/tests/support/fake-graph-api";

// Meta's message objects per type, as the webhooks reference shows them.
const base = { from: "5511988887777", timestamp: "1700000000" };
const map = (messages: unknown[]) =>
  mapCloudWebhook(
    cloudWebhookSchema.parse(
      webhookBody({ contacts: [{ profile: { name: "Maria" }, wa_id: "5511988887777" }], messages }),
    ),
    CLOUD.phoneNumberId,
  );
const one = (message: Record<string, unknown>) => {
  const events = map([{ ...base, ...message }]);
  expect(events).toHaveLength(1);
  return (events[0] as Extract<(typeof events)[number], { type: "message" }>).message;
};

test("a text, with the contact's profile name and the time Meta gave", () => {
  expect(one({ id: "wamid.1", type: "text", text: { body: "Olá" } })).toMatchObject({
    id: "wamid.1",
    chatId: "5511988887777",
    isGroup: false,
    fromMe: false,
    kind: "conversation",
    body: "Olá",
    contact: { number: "5511988887777", name: "Maria" },
    timestamp: new Date(1_700_000_000_000),
  });
});

test("a reply keeps the quoted wamid", () => {
  expect(
    one({
      id: "wamid.2",
      type: "text",
      text: { body: "Sim" },
      context: { from: "551140001234", id: "wamid.ORIGINAL" },
    }),
  ).toMatchObject({
    kind: "extendedTextMessage",
    quotedId: "wamid.ORIGINAL",
  });
});

test("image, video, audio, sticker and document carry their type and caption or file name; the id stays in the raw data", () => {
  const file = { id: "1479537139650973", mime_type: "image/jpeg", sha256: "abc" };
  expect(one({ id: "wamid.3", type: "image", image: { ...file, caption: "Foto" } })).toMatchObject({
    kind: "image",
    body: "Foto",
    media: { mimetype: "image/jpeg" },
  });
  expect(one({ id: "wamid.4", type: "video", video: { ...file, mime_type: "video/mp4" } })).toMatchObject({
    kind: "video",
    body: "",
  });
  expect(
    one({ id: "wamid.5", type: "audio", audio: { ...file, mime_type: "audio/ogg; codecs=opus", voice: true } }),
  ).toMatchObject({ kind: "audio" });
  expect(
    one({ id: "wamid.6", type: "sticker", sticker: { ...file, mime_type: "image/webp", animated: false } }),
  ).toMatchObject({ kind: "sticker" });
  const document = one({
    id: "wamid.7",
    type: "document",
    document: { ...file, mime_type: "application/pdf", filename: "boleto.pdf" },
  });
  expect(document).toMatchObject({
    kind: "document",
    body: "boleto.pdf",
    media: { mimetype: "application/pdf", fileName: "boleto.pdf" },
  });
  expect(document.raw).toMatchObject({ document: { id: "1479537139650973" } });
});

test("a location, a contact card per shared contact, interactive and button replies, and a reaction", () => {
  const location = one({
    id: "wamid.8",
    type: "location",
    location: { latitude: -23.55, longitude: -46.63, name: "Loja", address: "Av. Paulista" },
  });
  expect(location).toMatchObject({
    kind: "locationMessage",
    location: { latitude: -23.55, longitude: -46.63, name: "Loja" },
  });
  expect(location.body).toContain("-23.55%2C-46.63");

  const contacts = map([
    {
      ...base,
      id: "wamid.9",
      type: "contacts",
      contacts: [
        {
          name: { formatted_name: "João Lima", first_name: "João" },
          phones: [{ phone: "+55 11 97777-6666", wa_id: "5511977776666", type: "CELL" }],
        },
        { name: { formatted_name: "Ana" }, phones: [{ phone: "+55 11 95555-4444", type: "HOME" }] },
      ],
    },
  ]).map((event) => (event as { message: { id: string; kind: string; body: string } }).message);
  expect(contacts.map((m) => [m.id, m.kind])).toEqual([
    ["wamid.9", "contactMessage"],
    ["wamid.9#1", "contactMessage"],
  ]);
  expect(contacts[0].body).toContain("FN:João Lima");
  expect(contacts[0].body).toContain("waid=5511977776666:+55 11 97777-6666");

  const button = { type: "button_reply", button_reply: { id: "confirm", title: "Confirmar" } };
  expect(
    one({ id: "wamid.10", type: "interactive", interactive: button, context: { id: "wamid.MENU" } }),
  ).toMatchObject({
    kind: "extendedTextMessage",
    body: "Confirmar",
    quotedId: "wamid.MENU",
  });
  const list = { type: "list_reply", list_reply: { id: "2", title: "Financeiro", description: "Boletos" } };
  expect(one({ id: "wamid.11", type: "interactive", interactive: list })).toMatchObject({ body: "Financeiro" });
  expect(one({ id: "wamid.12", type: "button", button: { text: "Sim, quero", payload: "YES" } })).toMatchObject({
    body: "Sim, quero",
  });
  expect(one({ id: "wamid.13", type: "reaction", reaction: { message_id: "wamid.OURS", emoji: "👍" } })).toMatchObject({
    kind: "reactionMessage",
    body: "👍",
    quotedId: "wamid.OURS",
  });
});

test("types the inbox does not show map to nothing", () => {
  expect(
    map([{ ...base, id: "wamid.14", type: "unsupported", errors: [{ code: 131051, title: "Message type unknown" }] }]),
  ).toEqual([]);
});

test("statuses: sent, delivered, read and played are acks 2 to 5; failed is the failure, the closed window told apart", () => {
  const statuses = ["sent", "delivered", "read", "played"].map((status) => ({
    id: `wamid.${status}`,
    status,
    timestamp: "1700000000",
    recipient_id: "5511988887777",
  }));
  const failed = [
    {
      id: "wamid.F1",
      status: "failed",
      timestamp: "1",
      recipient_id: "5511988887777",
      errors: [{ code: 131047, title: "Re-engagement message" }],
    },
    {
      id: "wamid.F2",
      status: "failed",
      timestamp: "1",
      recipient_id: "5511988887777",
      errors: [{ code: 131026, title: "Message undeliverable" }],
    },
  ];
  const events = mapCloudWebhook(
    cloudWebhookSchema.parse(webhookBody({ statuses: [...statuses, ...failed] })),
    CLOUD.phoneNumberId,
  );
  expect(events).toEqual([
    { type: "ack", id: "wamid.sent", ack: 2 },
    { type: "ack", id: "wamid.delivered", ack: 3 },
    { type: "ack", id: "wamid.read", ack: 4 },
    { type: "ack", id: "wamid.played", ack: 5 },
    { type: "failed", id: "wamid.F1", error: "ERR_WHATSAPP_WINDOW_CLOSED" },
    { type: "failed", id: "wamid.F2", error: "ERR_SENDING_WAPP_MSG" },
  ]);
});
