import { isMediaTooLarge } from "@/lib/media/byte-limit";
import { cloudProvider } from "@/lib/whatsapp/cloud/cloud-session";
import { graphClient } from "@/lib/whatsapp/cloud/graph-client";
import type { ConnectionRef, ProviderEvent } from "@/lib/whatsapp/provider";
import { CLOUD, graphError, startFakeGraphApi, type FakeGraphApi } from "@/tests/support/fake-graph-api";

let graph: FakeGraphApi;
const connection: ConnectionRef = {
  id: 1,
  idGraf: 1,
  provider: "cloud",
  cloudPhoneNumberId: CLOUD.phoneNumberId,
  cloudBusinessAccountId: CLOUD.businessAccountId,
  cloudAccessToken: CLOUD.accessToken,
};

beforeAll(async () => {
  graph = await startFakeGraphApi();
  process.env.WHATSAPP_CLOUD_API_URL = graph.api;
});

afterAll(async () => {
  delete process.env.WHATSAPP_CLOUD_API_URL;
  await graph.close();
});

function session(ref = connection) {
  const events: ProviderEvent[] = [];
  return { events, session: cloudProvider(ref, async (event) => void events.push(event)) };
}

const last = () => graph.requests[graph.requests.length - 1];

test("start asks Meta for the number: CONNECTED with its digits, and a refused token fails the start", async () => {
  const ok = session();
  await ok.session.start();
  expect(ok.events).toEqual([{ type: "status", status: "CONNECTED", phoneNumber: "551140001234" }]);
  expect(last()).toMatchObject({
    method: "GET",
    path: `/v21.0/${CLOUD.phoneNumberId}`,
    headers: { authorization: `Bearer ${CLOUD.accessToken}` },
  });

  const refused = session({ ...connection, cloudAccessToken: "expired" });
  await expect(refused.session.start()).rejects.toMatchObject({ code: "ERR_WAPP_NOT_INITIALIZED", graphCode: 190 });
  expect(refused.events).toEqual([]);
});

test("a text goes to /{phoneNumberId}/messages with the bearer token, a reply with its context, and answers Meta's wamid", async () => {
  const { session: s } = session();
  const sent = await s.sendText("5511988887777", "Olá, Maria", { quotedId: "wamid.QUOTED" });
  expect(sent.id).toMatch(/^wamid\./);
  expect(last()).toMatchObject({ method: "POST", path: `/v21.0/${CLOUD.phoneNumberId}/messages` });
  expect(last().body).toEqual({
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: "5511988887777",
    type: "text",
    text: { body: "Olá, Maria" },
    context: { message_id: "wamid.QUOTED" },
  });
});

test("a file is uploaded to /media first and sent by its id, with caption and file name where Meta takes them", async () => {
  const { session: s } = session();
  await s.sendMedia("5511988887777", {
    data: Buffer.from("%PDF-1.4"),
    mimetype: "application/pdf",
    fileName: "boleto.pdf",
    caption: "Segue",
  });
  const [upload, send] = graph.requests.slice(-2);
  expect(upload).toMatchObject({
    path: `/v21.0/${CLOUD.phoneNumberId}/media`,
    body: {
      messaging_product: "whatsapp",
      type: "application/pdf",
      file: { name: "boleto.pdf", type: "application/pdf", size: 8 },
    },
  });
  const mediaId = (send.body as { document: { id: string } }).document.id;
  expect(mediaId).toMatch(/^9900/);
  expect(send.body).toMatchObject({
    to: "5511988887777",
    type: "document",
    document: { id: mediaId, caption: "Segue", filename: "boleto.pdf" },
  });

  await s.sendMedia("5511988887777", {
    data: Buffer.from("mp3"),
    mimetype: "audio/mpeg",
    fileName: "a.mp3",
    caption: "ignored",
  });
  expect(last().body).toMatchObject({ type: "audio", audio: { id: expect.any(String) } });
  expect((last().body as { audio: object }).audio).not.toHaveProperty("caption");
});

test("reactions and templates go as Meta's reaction and template messages", async () => {
  const { session: s } = session();
  await s.sendReaction!("5511988887777", "wamid.TARGET", "👍");
  expect(last().body).toMatchObject({ type: "reaction", reaction: { message_id: "wamid.TARGET", emoji: "👍" } });

  await s.sendTemplate!("5511988887777", {
    name: "retomar_atendimento",
    language: "pt_BR",
    header: [],
    body: [{ text: "Maria" }, { text: "o pedido" }],
  });
  expect(last().body).toMatchObject({
    type: "template",
    template: {
      name: "retomar_atendimento",
      language: { code: "pt_BR" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Maria" },
            { type: "text", text: "o pedido" },
          ],
        },
      ],
    },
  });
});

test("Meta's error body becomes the spec's code with Meta's code, and never the token", async () => {
  const { session: s } = session();
  graph.failNext(graphError(131047, "Re-engagement message"));
  const error = (await s.sendText("5511988887777", "Oi").catch((e: unknown) => e)) as Error & {
    code: string;
    graphCode: number;
  };
  expect(error).toMatchObject({ code: "ERR_WHATSAPP_WINDOW_CLOSED", graphCode: 131047 });
  expect(error.message).not.toContain(CLOUD.accessToken);
  graph.failNext(graphError(131026, "Message undeliverable"));
  await expect(s.sendText("5511988887777", "Oi")).rejects.toMatchObject({
    code: "ERR_SENDING_WAPP_MSG",
    graphCode: 131026,
  });
  await expect(s.deleteForEveryone("5511988887777", "wamid.X")).rejects.toMatchObject({ code: "ERR_DELETE_WAPP_MSG" });
});

test("a received file is fetched by id, then downloaded with the token; a declared size over the cap is refused before downloading", async () => {
  graph.addMedia("1479537139650973", Buffer.from("JPEG-BYTES"), "image/jpeg");
  const client = graphClient({ phoneNumberId: CLOUD.phoneNumberId, accessToken: CLOUD.accessToken });
  const stream = await client.openMedia("1479537139650973", 1000);
  expect(Buffer.concat(await stream.toArray()).toString()).toBe("JPEG-BYTES");
  expect(graph.requests.slice(-2).map((r) => [r.path, r.query.phone_number_id, r.headers.authorization])).toEqual([
    ["/v21.0/1479537139650973", CLOUD.phoneNumberId, `Bearer ${CLOUD.accessToken}`],
    ["/download/1479537139650973", undefined, `Bearer ${CLOUD.accessToken}`],
  ]);

  const before = graph.requests.length;
  const tooLarge = await client.openMedia("1479537139650973", 5).catch((e: unknown) => e);
  expect(isMediaTooLarge(tooLarge)).toBe(true);
  expect(graph.requests.slice(before).map((r) => r.path)).toEqual(["/v21.0/1479537139650973"]);
});

test("templates are read across Meta's pages", async () => {
  const templates = await graphClient({ ...CLOUD }).templates();
  expect(templates.map((t) => t.name)).toEqual(["retomar_atendimento", "boas_vindas", "em_revisao"]);
});

test("a connection without its number id or token cannot make a session", () => {
  expect(() => cloudProvider({ ...connection, cloudAccessToken: null }, async () => {})).toThrow(
    expect.objectContaining({ code: "ERR_WAPP_NOT_INITIALIZED" }),
  );
});
