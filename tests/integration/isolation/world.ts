import { signAccessToken } from "@/lib/auth/access-token";
import { makeTenant, makeUser } from "@/tests/support/factories";
import type { Member, TenantWorld, World } from "./types";

async function member(user: { id: number; email: string; tokenVersion: number }): Promise<Member> {
  return { id: user.id, email: user.email, token: await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion }) };
}

async function tenantWorld(): Promise<TenantWorld> {
  const tenant = await makeTenant();
  const { prisma } = await import("@/lib/db/client");
  const admin = await prisma.user.findUniqueOrThrow({ where: { id: tenant.admin.id } });
  const attendant = await makeUser(tenant.idGraf);
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const connection = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Simulated", provider: "simulator", defaultQueueId: queue.id, isDefault: true },
  });
  const contact = await prisma.contact.create({
    data: { idGraf: tenant.idGraf, name: `Contact of ${tenant.name}`, number: `55${tenant.idGraf}0000`, profilePicUrl: `https://pps.whatsapp.net/${tenant.idGraf}.jpg` },
  });
  const ticket = await prisma.ticket.create({
    data: { idGraf: tenant.idGraf, contactId: contact.id, whatsappId: connection.id, queueId: queue.id, status: "pending" },
  });
  const message = await prisma.message.create({
    data: { idGraf: tenant.idGraf, ticketId: ticket.id, whatsappId: connection.id, contactId: contact.id, body: "Olá" },
  });
  const tag = await prisma.tag.create({ data: { idGraf: tenant.idGraf, name: "Isolation", color: "#16a34a" } });
  const chatbotOption = await prisma.chatbotOption.create({ data: { idGraf: tenant.idGraf, queueId: queue.id, name: "Boletos" } });
  const schedule = await prisma.schedule.create({
    data: { idGraf: tenant.idGraf, contactId: contact.id, body: "Lembrete", sendAt: new Date(Date.now() + 3_600_000) },
  });
  const bulkBatch = await prisma.bulkMessageBatch.create({
    data: { idGraf: tenant.idGraf, whatsappId: connection.id, total: 1, items: { create: { whatsappId: connection.id, phone: contact.number, message: "Oi" } } },
  });
  return {
    idGraf: tenant.idGraf,
    admin: await member(admin),
    attendant: await member(attendant),
    queueId: queue.id,
    connectionId: connection.id,
    contactId: contact.id,
    ticketId: ticket.id,
    messageId: message.id,
    tagId: tag.id,
    chatbotOptionId: chatbotOption.id,
    scheduleId: schedule.id,
    bulkBatchId: bulkBatch.id,
  };
}

/** Two tenants with an admin and an attendant each; later areas add the entities their routes name. */
export async function buildWorld(): Promise<World> {
  return { a: await tenantWorld(), b: await tenantWorld() };
}
