import { POST as inbound } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { prisma } from "@/lib/db/client";
import { DEFAULT_QUEUE } from "@/lib/tenants/create-tenant";
import { DEMO_CONNECTION_NAME, seedDemoTenant } from "@/lib/tenants/seed-demo-tenant";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { call } from "@/tests/support/factories";
import { headersOf } from "@/tests/support/ticket-factories";

// The first start (a fresh database: this suite creates no other tenant before it).
afterAll(() => installSessionManager(undefined));

test("the first start's demo tenant has a department and a paired default simulator a contact can write to", async () => {
  const seeded = await seedDemoTenant({ email: "demo@example.test", password: "demo-password" });
  expect(seeded).toEqual({ email: "demo@example.test", generatedPassword: null });

  const admin = await prisma.user.findUniqueOrThrow({ where: { email: "demo@example.test" } });
  const connection = await prisma.whatsapp.findFirstOrThrow({
    where: { idGraf: admin.idGraf },
    include: { queues: { include: { queue: true } } },
  });
  expect(connection).toMatchObject({
    name: DEMO_CONNECTION_NAME,
    provider: "simulator",
    isDefault: true,
    status: "CONNECTED",
  });
  expect(connection.queues.map((link) => link.queue.name)).toEqual([DEFAULT_QUEUE.name]);
  expect(connection.defaultQueueId).toBe(connection.queues[0].queueId);

  // After a restart its session comes up paired, with no QR to scan.
  const sessions = new SessionManager(providers, takeInProviderEvents);
  installSessionManager(sessions);
  await sessions.startAll();
  const started = await prisma.whatsapp.findUniqueOrThrow({ where: { id: connection.id } });
  expect(started).toMatchObject({ status: "CONNECTED", qrcode: null });
  expect(started.phoneNumber).toMatch(/^5511900\d{6}$/);

  const res = await call(inbound, {
    method: "POST",
    headers: await headersOf(admin),
    body: { from: "5511987654321", name: "Maria", body: "Olá!" },
    params: { whatsappId: String(connection.id) },
  });
  expect(res.status).toBe(202);
  const ticket = await prisma.ticket.findFirstOrThrow({
    where: { whatsappId: connection.id },
    include: { contact: true },
  });
  expect(ticket).toMatchObject({
    status: "pending",
    lastMessage: "Olá!",
    contact: { name: "Maria", number: "5511987654321" },
  });

  // Only the first start seeds.
  expect(await seedDemoTenant({ email: "other@example.test" })).toBeNull();
});
