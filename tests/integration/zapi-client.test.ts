import { zapiClient, ZapiError, type ZapiClient } from "@/lib/whatsapp/zapi/zapi-client";
import { FAKE_QR, startFakeZapi, type FakeZapi } from "@/tests/support/fake-zapi";

let fake: FakeZapi;
let client: ZapiClient;
const instance = "/instances/INSTANCE-1/token/TOKEN-1";

beforeAll(async () => {
  fake = await startFakeZapi();
  process.env.ZAPI_BASE_URL = fake.url;
  client = zapiClient({ instanceId: "INSTANCE-1", token: "TOKEN-1", clientToken: "CLIENT-TOKEN-1" });
});

afterAll(async () => {
  delete process.env.ZAPI_BASE_URL;
  await fake.close();
});

type Case = [
  string,
  (c: ZapiClient) => Promise<unknown>,
  { method: string; path: string; query?: object; body?: object },
];

const cases: Case[] = [
  ["qrCodeImage", (c) => c.qrCodeImage(), { method: "GET", path: "/qr-code/image" }],
  ["status", (c) => c.status(), { method: "GET", path: "/status" }],
  [
    "sendText",
    (c) => c.sendText("5544999999999", "Olá", { messageId: "QUOTED" }),
    { method: "POST", path: "/send-text", body: { phone: "5544999999999", message: "Olá", messageId: "QUOTED" } },
  ],
  [
    "sendImage",
    (c) => c.sendImage("5544999999999", "data:image/png;base64,AA==", { caption: "Logo" }),
    {
      method: "POST",
      path: "/send-image",
      body: { phone: "5544999999999", image: "data:image/png;base64,AA==", caption: "Logo" },
    },
  ],
  [
    "sendVideo",
    (c) => c.sendVideo("5544999999999", "data:video/mp4;base64,AA=="),
    { method: "POST", path: "/send-video", body: { phone: "5544999999999", video: "data:video/mp4;base64,AA==" } },
  ],
  [
    "sendAudio",
    (c) => c.sendAudio("5544999999999", "data:audio/mpeg;base64,AA=="),
    { method: "POST", path: "/send-audio", body: { phone: "5544999999999", audio: "data:audio/mpeg;base64,AA==" } },
  ],
  [
    "sendDocument",
    (c) => c.sendDocument("5544999999999", "pdf", "data:application/pdf;base64,AA==", { fileName: "boleto.pdf" }),
    {
      method: "POST",
      path: "/send-document/pdf",
      body: { phone: "5544999999999", document: "data:application/pdf;base64,AA==", fileName: "boleto.pdf" },
    },
  ],
  [
    "deleteMessage",
    (c) => c.deleteMessage("5544999999999", "3EB0ABC", true),
    { method: "DELETE", path: "/messages", query: { messageId: "3EB0ABC", phone: "5544999999999", owner: "true" } },
  ],
  ["disconnect", (c) => c.disconnect(), { method: "GET", path: "/disconnect" }],
  ["restart", (c) => c.restart(), { method: "GET", path: "/restart" }],
  ["phoneExists", (c) => c.phoneExists("5544999999999"), { method: "GET", path: "/phone-exists/5544999999999" }],
  [
    "profilePicture",
    (c) => c.profilePicture("5544999999999"),
    { method: "GET", path: "/profile-picture", query: { phone: "5544999999999" } },
  ],
];

test.each(cases)("%s calls its documented path of the instance with the Client-Token", async (_, run, expected) => {
  await run(client);
  const request = fake.last();
  expect(request).toMatchObject({
    method: expected.method,
    path: `${instance}${expected.path}`,
    query: expected.query ?? {},
  });
  expect(request.body).toEqual(expected.body);
  expect(request.headers["client-token"]).toBe("CLIENT-TOKEN-1");
});

test("answers are read as the docs show them", async () => {
  expect(await client.qrCodeImage()).toEqual({ value: FAKE_QR });
  expect(await client.status()).toMatchObject({ connected: false });
  expect(await client.sendText("5544999999999", "Oi")).toEqual({
    zaapId: expect.any(String),
    messageId: expect.any(String),
    id: expect.any(String),
  });
  expect(await client.phoneExists("5544999999999")).toMatchObject({ exists: true, phone: "5544999999999" });
  expect(await client.phoneExists("0044999999999")).toMatchObject({ exists: false });
  expect(await client.profilePicture("5544999999999")).toBe("https://pps.whatsapp.net/v/5544999999999.jpg");
});

test("an account without a security token sends no Client-Token header", async () => {
  await zapiClient({ instanceId: "INSTANCE-1", token: "TOKEN-1" }).status();
  expect(fake.last().headers).not.toHaveProperty("client-token");
});

test("error statuses become ZapiErrors with the spec's code, and never show the tokens", async () => {
  fake.failNext(400, { error: "Instance not found" });
  const error = await client.sendText("5544999999999", "Oi").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ZapiError);
  expect(error).toMatchObject({ code: "ERR_SENDING_WAPP_MSG", httpStatus: 400, operation: "send-text", status: 502 });
  expect(String((error as Error).message)).not.toMatch(/TOKEN-1|CLIENT-TOKEN-1|INSTANCE-1/);

  fake.failNext(500);
  await expect(client.deleteMessage("5544999999999", "X", true)).rejects.toMatchObject({
    code: "ERR_DELETE_WAPP_MSG",
    httpStatus: 500,
  });
  fake.failNext(401);
  await expect(client.phoneExists("5544999999999")).rejects.toMatchObject({
    code: "ERR_WAPP_CHECK_CONTACT",
    httpStatus: 401,
  });
});

test("an answer of the wrong shape is an error too", async () => {
  fake.failNext(200, { unexpected: true });
  await expect(client.sendText("5544999999999", "Oi")).rejects.toMatchObject({
    code: "ERR_SENDING_WAPP_MSG",
    httpStatus: 200,
  });
});

test("an unreachable server is a ZapiError without an HTTP status", async () => {
  process.env.ZAPI_BASE_URL = "http://127.0.0.1:1";
  try {
    const error = await zapiClient({ instanceId: "INSTANCE-1", token: "TOKEN-1" })
      .status()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZapiError);
    expect(error).toMatchObject({ code: "ERR_WAPP_NOT_INITIALIZED", httpStatus: undefined });
  } finally {
    process.env.ZAPI_BASE_URL = fake.url;
  }
});
