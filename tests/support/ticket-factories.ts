import { randomBytes, randomInt } from "node:crypto";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { bearer, makeTenant, makeUser } from "./factories";

// Rows of the inbox made with Prisma directly, for the ticket suites.

const suffix = () => randomBytes(3).toString("hex");

export const headersOf = async (user: { id: number; tokenVersion?: number }) =>
  bearer(await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion ?? 0 }));

export const makeQueue = (idGraf: number, name = `Queue ${suffix()}`) =>
  prisma.queue.create({ data: { idGraf, name, color: `#${suffix()}` } });

export const makeConnection = (idGraf: number, data: { isDefault?: boolean; name?: string } = {}) =>
  prisma.whatsapp.create({
    data: { idGraf, name: data.name ?? `WA ${suffix()}`, provider: "simulator", isDefault: data.isDefault ?? false },
  });

export const makeContact = (idGraf: number, data: { name?: string; number?: string; isGroup?: boolean } = {}) =>
  prisma.contact.create({
    data: {
      idGraf,
      name: data.name ?? `Contact ${suffix()}`,
      number: data.number ?? `5511${randomInt(10 ** 8, 10 ** 9)}`,
      isGroup: data.isGroup ?? false,
    },
  });

export const makeTag = (idGraf: number, name = `Tag ${suffix()}`) =>
  prisma.tag.create({ data: { idGraf, name, color: "#16a34a" } });

type TicketData = {
  whatsappId: number;
  contactId?: number;
  status?: string;
  userId?: number | null;
  queueId?: number | null;
  updatedAt?: Date;
  createdAt?: Date;
  unread?: boolean;
  unreadMessages?: number;
  tagIds?: number[];
};

export async function makeTicket(idGraf: number, { contactId, tagIds = [], ...data }: TicketData) {
  return prisma.ticket.create({
    data: {
      idGraf,
      contactId: contactId ?? (await makeContact(idGraf)).id,
      ...data,
      tags: { create: tagIds.map((tagId) => ({ tagId })) },
    },
  });
}

export const makeMessage = (
  ticket: { id: number; idGraf: number; whatsappId: number },
  data: { body: string; createdAt?: Date; isDeleted?: boolean },
) =>
  prisma.message.create({
    data: { idGraf: ticket.idGraf, ticketId: ticket.id, whatsappId: ticket.whatsappId, ...data },
  });

export async function makeAttendant(
  idGraf: number,
  data: { queueIds?: number[]; canSeeAllTickets?: boolean; profile?: string } = {},
) {
  const user = await makeUser(idGraf, { profile: data.profile });
  await prisma.user.update({
    where: { id: user.id },
    data: {
      canSeeAllTickets: data.canSeeAllTickets ?? false,
      queues: { create: (data.queueIds ?? []).map((queueId) => ({ queueId })) },
    },
  });
  return { id: user.id, headers: await headersOf(user) };
}

/** A tenant ready to serve: its admin, a second queue beside the default one, a default connection. */
export async function makeDesk() {
  const tenant = await makeTenant();
  const { idGraf } = tenant;
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf } });
  const otherQueue = await makeQueue(idGraf);
  const connection = await makeConnection(idGraf, { isDefault: true });
  return {
    idGraf,
    admin: { id: tenant.admin.id, headers: await headersOf(tenant.admin) },
    queueId: queue.id,
    otherQueueId: otherQueue.id,
    whatsappId: connection.id,
  };
}

/** A tenant with the request headers of its admin and of an attendant in no department. */
export async function makeAdminAndAttendant() {
  const tenant = await makeTenant();
  const attendant = await makeAttendant(tenant.idGraf);
  return { idGraf: tenant.idGraf, admin: await headersOf(tenant.admin), attendant: attendant.headers };
}
