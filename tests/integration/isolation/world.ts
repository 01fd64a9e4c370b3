import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashApiKey, newApiKey } from "@/lib/auth/api-key-hash";
import { API_SCOPES } from "@/lib/auth/api-key-scopes";
import { signAccessToken } from "@/lib/auth/access-token";
import { mediaStore } from "@/lib/media/media-store";
import { SIMULATOR_PAIRING_KEY } from "@/lib/whatsapp/simulator/simulator-session";
import { makeTenant, makeUser } from "@/tests/support/factories";
import type { Member, TenantWorld, World } from "./types";

async function member(user: { id: number; email: string; tokenVersion: number }): Promise<Member> {
  return {
    id: user.id,
    email: user.email,
    token: await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion }),
  };
}

async function tenantWorld(): Promise<TenantWorld> {
  const tenant = await makeTenant();
  const { prisma } = await import("@/lib/db/client");
  const admin = await prisma.user.findUniqueOrThrow({ where: { id: tenant.admin.id } });
  const attendant = await makeUser(tenant.idGraf);
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  // Paired, so its session starts connected and can say which numbers are on WhatsApp.
  const connection = await prisma.whatsapp.create({
    data: {
      idGraf: tenant.idGraf,
      name: "Simulated",
      provider: "simulator",
      defaultQueueId: queue.id,
      isDefault: true,
      authKeys: { create: { ...SIMULATOR_PAIRING_KEY, value: new Date().toISOString() } },
    },
  });
  const contact = await prisma.contact.create({
    data: {
      idGraf: tenant.idGraf,
      name: `Contact of ${tenant.name}`,
      number: `5511${String(tenant.idGraf).padStart(9, "0")}`,
      profilePicUrl: `https://pps.whatsapp.net/${tenant.idGraf}.jpg`,
    },
  });
  const ticket = await prisma.ticket.create({
    data: {
      idGraf: tenant.idGraf,
      contactId: contact.id,
      whatsappId: connection.id,
      queueId: queue.id,
      status: "pending",
    },
  });
  const message = await prisma.message.create({
    data: { idGraf: tenant.idGraf, ticketId: ticket.id, whatsappId: connection.id, contactId: contact.id, body: "Olá" },
  });
  const ownMessage = await prisma.message.create({
    data: {
      idGraf: tenant.idGraf,
      ticketId: ticket.id,
      whatsappId: connection.id,
      contactId: contact.id,
      body: "Bom dia",
      fromMe: true,
      ack: 0,
    },
  });
  const mediaKey = await mediaStore().put(tenant.idGraf, Buffer.from("JPEGDATA"), "image/jpeg");
  await prisma.message.create({
    data: {
      idGraf: tenant.idGraf,
      ticketId: ticket.id,
      whatsappId: connection.id,
      contactId: contact.id,
      body: "",
      mediaType: "image",
      mediaUrl: mediaKey,
    },
  });
  const closedTicket = await prisma.ticket.create({
    data: {
      idGraf: tenant.idGraf,
      contactId: contact.id,
      whatsappId: connection.id,
      queueId: queue.id,
      status: "closed",
    },
  });
  const tag = await prisma.tag.create({ data: { idGraf: tenant.idGraf, name: "Isolation", color: "#16a34a" } });
  const chatbotOption = await prisma.chatbotOption.create({
    data: { idGraf: tenant.idGraf, queueId: queue.id, name: "Boletos" },
  });
  const quickAnswer = await prisma.quickAnswer.create({
    data: { idGraf: tenant.idGraf, shortcut: "iso", message: "Quick answer of the tenant" },
  });
  const schedule = await prisma.schedule.create({
    data: { idGraf: tenant.idGraf, contactId: contact.id, body: "Lembrete", sendAt: new Date(Date.now() + 3_600_000) },
  });
  const bulkBatch = await prisma.bulkMessageBatch.create({
    data: {
      idGraf: tenant.idGraf,
      whatsappId: connection.id,
      total: 1,
      items: { create: { whatsappId: connection.id, phone: contact.number, message: "Oi" } },
    },
  });
  const cloudConnection = await prisma.whatsapp.create({
    data: {
      idGraf: tenant.idGraf,
      name: "Cloud API",
      provider: "cloud",
      defaultQueueId: queue.id,
      cloudPhoneNumberId: "1065",
      cloudVerifyToken: "verify",
    },
  });
  const apiKey = newApiKey();
  const apiKeyRow = await prisma.apiKey.create({
    data: {
      id: randomUUID(),
      idGraf: tenant.idGraf,
      name: "ERP",
      scopes: [...API_SCOPES],
      keyHash: hashApiKey(apiKey),
      createdById: admin.id,
    },
  });
  const webhookEndpoint = await prisma.webhookEndpoint.create({
    data: {
      id: randomUUID(),
      idGraf: tenant.idGraf,
      url: "http://93.184.215.14/hooks",
      events: ["contact.created"],
      secret: `whsec_${randomUUID()}`,
    },
  });
  const webhookDelivery = await prisma.webhookDelivery.create({
    data: {
      endpointId: webhookEndpoint.id,
      idGraf: tenant.idGraf,
      eventType: "contact.created",
      webhookId: `msg_${randomUUID()}`,
    },
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
    ownMessageId: ownMessage.id,
    mediaKey,
    closedTicketId: closedTicket.id,
    quickAnswerId: quickAnswer.id,
    scheduleId: schedule.id,
    bulkBatchId: bulkBatch.id,
    cloudConnectionId: cloudConnection.id,
    apiKeyId: apiKeyRow.id,
    apiKey,
    webhookEndpointId: webhookEndpoint.id,
    webhookDeliveryId: String(webhookDelivery.id),
  };
}

/** Two tenants with an admin and an attendant each; later areas add the entities their routes name. */
export async function buildWorld(): Promise<World> {
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "atende-isolation-"));
  return { a: await tenantWorld(), b: await tenantWorld() };
}

let spares = 0;

/** Throwaway entities of a tenant, for positive controls that delete what they name. */
export const spare = {
  async ticket(t: TenantWorld, state: { status: "pending" | "open"; userId?: number } = { status: "pending" }) {
    const { prisma } = await import("@/lib/db/client");
    const contact = await prisma.contact.create({
      data: { idGraf: t.idGraf, name: "Spare", number: `55219${String(++spares).padStart(8, "0")}` },
    });
    const ticket = await prisma.ticket.create({
      data: { idGraf: t.idGraf, contactId: contact.id, whatsappId: t.connectionId, queueId: t.queueId, ...state },
    });
    return ticket.id;
  },
  async queue(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    return (
      await prisma.queue.create({
        data: { idGraf: t.idGraf, name: `Spare ${++spares}`, color: `#${(++spares).toString(16).padStart(6, "0")}` },
      })
    ).id;
  },
  async connection(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    return (
      await prisma.whatsapp.create({
        data: { idGraf: t.idGraf, name: `Spare ${++spares}`, provider: "simulator", defaultQueueId: t.queueId },
      })
    ).id;
  },
  async user(t: TenantWorld) {
    return (await makeUser(t.idGraf)).id;
  },
  async chatbotOption(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    return (await prisma.chatbotOption.create({ data: { idGraf: t.idGraf, queueId: t.queueId, name: "Spare" } })).id;
  },
  /** A contact without tickets, with a valid Brazilian mobile number. */
  async contact(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    const number = `55119${String(++spares).padStart(8, "0")}`;
    return (await prisma.contact.create({ data: { idGraf: t.idGraf, name: "Spare", number } })).id;
  },
  async tag(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    return (await prisma.tag.create({ data: { idGraf: t.idGraf, name: `Spare ${++spares}`, color: "#123456" } })).id;
  },
  async quickAnswer(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    return (
      await prisma.quickAnswer.create({
        data: { idGraf: t.idGraf, shortcut: `spare${++spares}`, message: "A spare quick answer" },
      })
    ).id;
  },
  /** A message of ours in the tenant's ticket whose send failed for good. */
  async failedMessage(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    const data = {
      idGraf: t.idGraf,
      ticketId: t.ticketId,
      whatsappId: t.connectionId,
      body: "Não chegou",
      fromMe: true,
      sendError: "ERR_SENDING_WAPP_MSG",
    };
    return (await prisma.message.create({ data })).id;
  },
  /** A pending schedule for the tenant's contact, due in an hour. */
  async schedule(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    return (
      await prisma.schedule.create({
        data: { idGraf: t.idGraf, contactId: t.contactId, body: "Lembrete", sendAt: new Date(Date.now() + 3_600_000) },
      })
    ).id;
  },
  /** A running bulk send of one item on the tenant's connection. */
  async bulkBatch(t: TenantWorld) {
    const { prisma } = await import("@/lib/db/client");
    const batch = await prisma.bulkMessageBatch.create({
      data: {
        idGraf: t.idGraf,
        whatsappId: t.connectionId,
        total: 1,
        items: { create: { whatsappId: t.connectionId, phone: "5511999990000", message: "Oi" } },
      },
    });
    return batch.id;
  },
};
