import { POST as createConnection } from "@/app/api/whatsapp/route";
import { GET as getConnection, PUT as updateConnection } from "@/app/api/whatsapp/[id]/route";
import { GET as cloudWebhook } from "@/app/api/whatsapp/[id]/cloud-webhook/route";
import { POST as retry } from "@/app/api/whatsappsession/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { bearer, call, makeTenant, makeUser } from "@/tests/support/factories";
import { CLOUD, startFakeGraphApi, type FakeGraphApi } from "@/tests/support/fake-graph-api";

let graph: FakeGraphApi;
let headers: Record<string, string>;
let queueId: number;
let idGraf: number;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  process.env.WHATSAPP_CLOUD_API_URL = graph.api;
  installSessionManager(new SessionManager(providers, takeInProviderEvents));
});

afterAll(async () => {
  installSessionManager(undefined);
  delete process.env.WHATSAPP_CLOUD_API_URL;
  await graph.close();
});

beforeEach(async () => {
  const tenant = await makeTenant();
  idGraf = tenant.idGraf;
  headers = bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 }));
  queueId = (await prisma.queue.findFirstOrThrow({ where: { idGraf } })).id;
});

const cloudFields = {
  cloudPhoneNumberId: CLOUD.phoneNumberId,
  cloudBusinessAccountId: CLOUD.businessAccountId,
  cloudAccessToken: CLOUD.accessToken,
  cloudAppSecret: CLOUD.appSecret,
};
const body = (extra: Record<string, unknown> = {}) => ({
  name: "Oficial",
  provider: "cloud",
  defaultDepartment: queueId,
  isDefault: true,
  ...cloudFields,
  ...extra,
});
const create = (extra?: Record<string, unknown>) =>
  call(createConnection, { method: "POST", headers, body: body(extra) });
const webhookOf = (id: number, as = headers) =>
  call(cloudWebhook, { headers: as, params: { id: String(id) }, path: `/api/whatsapp/${id}/cloud-webhook` });

test("a Cloud API connection is checked against the Graph API at once: CONNECTED with Meta's number, no QR", async () => {
  const created = await create();
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({
    provider: "cloud",
    status: "CONNECTED",
    qrcode: null,
    phoneNumber: "551140001234",
    cloudPhoneNumberId: CLOUD.phoneNumberId,
    cloudBusinessAccountId: CLOUD.businessAccountId,
  });
  const shown = JSON.stringify((await call(getConnection, { headers, params: { id: String(created.json.id) } })).json);
  for (const secret of [CLOUD.accessToken, CLOUD.appSecret, "cloudAccessToken", "cloudAppSecret", "cloudVerifyToken"])
    expect(shown).not.toContain(secret);
});

test("a token Meta refuses leaves the connection DISCONNECTED with that reason; 'try again' checks again", async () => {
  const created = await create({ cloudAccessToken: "expired-token" });
  expect(created.json).toMatchObject({ status: "DISCONNECTED", statusReason: "CREDENTIALS_REFUSED" });
  const read = await call(getConnection, { headers, params: { id: String(created.json.id) } });
  expect(read.json).toMatchObject({ status: "DISCONNECTED", statusReason: "CREDENTIALS_REFUSED" });
  await prisma.whatsapp.update({ where: { id: created.json.id }, data: { cloudAccessToken: CLOUD.accessToken } });
  expect((await call(retry, { method: "POST", headers, params: { id: String(created.json.id) } })).status).toBe(200);
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: created.json.id } })).toMatchObject({
    status: "CONNECTED",
    statusReason: null,
  });
});

test("a number id Meta does not know, or Meta not answering, are told apart", async () => {
  const unknown = await create({ cloudPhoneNumberId: "999999999999999" });
  expect(unknown.json).toMatchObject({ status: "DISCONNECTED", statusReason: "NOT_FOUND" });
  process.env.WHATSAPP_CLOUD_API_URL = "http://127.0.0.1:1";
  try {
    const unreachable = await create({ name: "Sem resposta", isDefault: false });
    expect(unreachable.json).toMatchObject({ status: "DISCONNECTED", statusReason: "UNREACHABLE" });
  } finally {
    process.env.WHATSAPP_CLOUD_API_URL = graph.api;
  }
});

test("the four ids and secrets are required, Meta's ids are digits", async () => {
  const answer = await call(createConnection, {
    method: "POST",
    headers,
    body: { name: "Oficial", provider: "cloud", defaultDepartment: queueId, cloudPhoneNumberId: "abc" },
  });
  expect(answer.status).toBe(400);
  const paths = Object.fromEntries(
    answer.json.details.map((d: { path: string; message: string }) => [d.path, d.message]),
  );
  expect(paths).toMatchObject({
    cloudPhoneNumberId: "digitsOnly",
    cloudBusinessAccountId: "required",
    cloudAccessToken: "required",
    cloudAppSecret: "required",
  });
});

test("admins read the callback URL and the verify token, made when none was typed and kept when the form leaves it blank", async () => {
  const created = await create();
  const webhook = await webhookOf(created.json.id);
  expect(webhook).toMatchObject({
    status: 200,
    json: { url: `http://localhost:3000/api/webhooks/whatsapp-cloud/${created.json.id}` },
  });
  const generated = webhook.json.verifyToken;
  expect(generated).toMatch(/^[\w-]{20,}$/);

  await call(updateConnection, {
    method: "PUT",
    headers,
    params: { id: String(created.json.id) },
    body: body({ name: "Oficial 2" }),
  });
  expect((await webhookOf(created.json.id)).json.verifyToken).toBe(generated);
  await call(updateConnection, {
    method: "PUT",
    headers,
    params: { id: String(created.json.id) },
    body: body({ cloudVerifyToken: "chosen-token" }),
  });
  expect((await webhookOf(created.json.id)).json.verifyToken).toBe("chosen-token");

  const attendant = await makeUser(idGraf);
  expect(
    (await webhookOf(created.json.id, bearer(await signAccessToken({ userId: attendant.id, tokenVersion: 0 })))).status,
  ).toBe(403);
  const simulator = await call(createConnection, {
    method: "POST",
    headers,
    body: { name: "Sim", provider: "simulator", defaultDepartment: queueId },
  });
  expect((await webhookOf(simulator.json.id)).status).toBe(404);
});

test("a connection that leaves the Cloud API keeps none of its ids or secrets", async () => {
  const created = await create();
  await call(updateConnection, {
    method: "PUT",
    headers,
    params: { id: String(created.json.id) },
    body: { name: "Sim", provider: "simulator", defaultDepartment: queueId, isDefault: true, ...cloudFields },
  });
  expect(await prisma.whatsapp.findUniqueOrThrow({ where: { id: created.json.id } })).toMatchObject({
    cloudPhoneNumberId: null,
    cloudAccessToken: null,
    cloudAppSecret: null,
    cloudVerifyToken: null,
  });
});
