import { GET as listConnections } from "@/app/api/whatsapp/route";
import { GET as getConnection } from "@/app/api/whatsapp/[id]/route";
import { POST as webhook } from "@/app/api/webhooks/zapi/[connectionId]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { bearer, call, makeTenant, makeUser } from "@/tests/support/factories";

// Z-API's panel and API take only a URL per webhook, so the secret travels in it: admins must be
// able to read that URL, and nobody else.
async function zapiConnection() {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const connection = await prisma.whatsapp.create({
    data: {
      idGraf: tenant.idGraf,
      name: "Z",
      provider: "zapi",
      defaultQueueId: queue.id,
      zapiInstanceId: "I1",
      zapiToken: "T1",
      webhookSecret: "s3cr3t-webhook-value",
    },
  });
  return { tenant, connection, admin: bearer(await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 })) };
}
const read = (id: number, headers: Record<string, string>) =>
  call(getConnection, { path: `/api/whatsapp/${id}`, headers, params: { id: String(id) } });

test("an admin reads a Z-API connection's webhook URL, with its secret, and Z-API's webhook at that URL is accepted", async () => {
  const { connection, admin } = await zapiConnection();
  const { webhookUrl } = (await read(connection.id, admin)).json;
  expect(webhookUrl).toBe(`http://localhost:3000/api/webhooks/zapi/${connection.id}?secret=s3cr3t-webhook-value`);
  const url = new URL(webhookUrl);
  const delivered = await call(webhook, {
    method: "POST",
    path: url.pathname + url.search,
    body: { type: "DisconnectedCallback", instanceId: "I1", momment: Date.now() },
    params: { connectionId: String(connection.id) },
  });
  expect(delivered.status).toBe(200);
});

test("the webhook URL is built on APP_URL when the app has a public address", async () => {
  const { connection, admin } = await zapiConnection();
  process.env.APP_URL = "https://atende.example.com";
  try {
    expect((await read(connection.id, admin)).json.webhookUrl).toBe(
      `https://atende.example.com/api/webhooks/zapi/${connection.id}?secret=s3cr3t-webhook-value`,
    );
  } finally {
    delete process.env.APP_URL;
  }
});

test("the secret is in no list, in no other provider's view, and no attendant reads it", async () => {
  const { tenant, connection, admin } = await zapiConnection();
  expect(JSON.stringify((await call(listConnections, { path: "/api/whatsapp", headers: admin })).json)).not.toContain(
    "s3cr3t",
  );
  const attendant = bearer(await signAccessToken({ userId: (await makeUser(tenant.idGraf)).id, tokenVersion: 0 }));
  expect((await read(connection.id, attendant)).status).toBe(403);
  const simulator = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: connection.defaultQueueId },
  });
  expect((await read(simulator.id, admin)).json.webhookUrl).toBeNull();
});
