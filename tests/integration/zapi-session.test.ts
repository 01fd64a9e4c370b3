import type { ConnectionRef, ProviderEvent } from "@/lib/whatsapp/provider";
import { zapiProvider } from "@/lib/whatsapp/zapi/zapi-session";
import { FAKE_QR, startFakeZapi, type FakeZapi } from "@/tests/support/fake-zapi";

let fake: FakeZapi;
const connection: ConnectionRef = {
  id: 1,
  idGraf: 1,
  provider: "zapi",
  zapiInstanceId: "INST",
  zapiToken: "TOK",
  zapiClientToken: "CT",
};

beforeAll(async () => {
  fake = await startFakeZapi();
  process.env.ZAPI_BASE_URL = fake.url;
});

afterAll(async () => {
  delete process.env.ZAPI_BASE_URL;
  await fake.close();
});

function session() {
  const events: ProviderEvent[] = [];
  return { events, session: zapiProvider(connection, async (event) => void events.push(event)) };
}

test("start emits the QR and status qrcode until the instance is paired, then CONNECTED", async () => {
  const unpaired = session();
  await unpaired.session.start();
  expect(unpaired.events).toEqual([
    { type: "qr", qr: FAKE_QR },
    { type: "status", status: "qrcode", zapiStatus: "ATIVO" },
  ]);

  fake.pair();
  const paired = session();
  await paired.session.start();
  expect(paired.events).toEqual([{ type: "status", status: "CONNECTED", zapiStatus: "ATIVO" }]);
});

test("an instance Z-API expired stops at DISCONNECTED, CANCELADO, without asking for a QR", async () => {
  fake.expire();
  const expired = session();
  const before = fake.requests.length;
  try {
    await expired.session.start();
  } finally {
    fake.renew();
  }
  expect(expired.events).toEqual([
    { type: "status", status: "DISCONNECTED", reason: "INSTANCE_EXPIRED", zapiStatus: "CANCELADO" },
  ]);
  expect(fake.requests.slice(before).map((r) => r.path)).toEqual(["/instances/INST/token/TOK/me"]);
});

test("sends answer Z-API's WhatsApp message id; a quote goes as messageId", async () => {
  const { session: s } = session();
  const sent = await s.sendText("5544999999999", "Olá", { quotedId: "3EB0QUOTED" });
  expect(sent.id).toMatch(/^3EB0FAKE/);
  expect(fake.last().body).toEqual({ phone: "5544999999999", message: "Olá", messageId: "3EB0QUOTED" });
});

test("media goes to the endpoint of its kind as a base64 data URL; other files as documents by extension", async () => {
  const { session: s } = session();
  const data = Buffer.from("bytes");
  const base64 = data.toString("base64");
  const sends = [
    { mimetype: "image/jpeg", fileName: "a.jpg", caption: "Foto", path: "send-image", field: "image" },
    { mimetype: "video/mp4", fileName: "a.mp4", caption: "Vídeo", path: "send-video", field: "video" },
    { mimetype: "audio/mpeg", fileName: "a.mp3", path: "send-audio", field: "audio" },
    { mimetype: "application/pdf", fileName: "Boleto.PDF", path: "send-document/pdf", field: "document" },
    { mimetype: "application/octet-stream", fileName: "noextension", path: "send-document/bin", field: "document" },
  ];
  for (const { path, field, ...media } of sends) {
    await s.sendMedia("5544999999999", { data, ...media });
    expect(fake.last().path).toBe(`/instances/INST/token/TOK/${path}`);
    expect(fake.last().body).toMatchObject({
      phone: "5544999999999",
      [field]: `data:${media.mimetype};base64,${base64}`,
    });
  }
  expect(fake.requests.find((r) => r.path.endsWith("send-image"))?.body).toMatchObject({ caption: "Foto" });
  expect(fake.requests.find((r) => r.path.endsWith("send-document/pdf"))?.body).toMatchObject({
    fileName: "Boleto.PDF",
  });
});

test("delete, number check, profile picture and logout go through the client", async () => {
  const { session: s } = session();
  await s.deleteForEveryone("5544999999999", "3EB0ABC");
  expect(fake.last()).toMatchObject({ method: "DELETE", query: { messageId: "3EB0ABC", owner: "true" } });
  expect(await s.checkNumber("5544999999999")).toEqual({ exists: true, number: "5544999999999" });
  expect(await s.checkNumber("0044999999999")).toEqual({ exists: false });
  expect(await s.profilePicture("5544999999999")).toMatch(/^https:\/\//);

  const before = fake.requests.length;
  await s.stop();
  expect(fake.requests.length).toBe(before);
  await s.logout();
  expect(fake.last().path).toBe("/instances/INST/token/TOK/disconnect");
});

test("a connection without its instance id or token cannot make a session", () => {
  expect(() => zapiProvider({ ...connection, zapiToken: null }, async () => {})).toThrow(
    expect.objectContaining({ code: "ERR_WAPP_NOT_INITIALIZED" }),
  );
});
