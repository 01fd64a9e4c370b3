import { prisma } from "@/lib/db/client";
import { CLOUD, startFakeGraphApi } from "@/tests/support/fake-graph-api";
import { sameRequest, type MethodCase, type RouteCases, type TenantWorld, type World } from "../types";

const aTicket = ({ a }: World) => ({ params: { id: String(a.ticketId) } });
let graph: ReturnType<typeof startFakeGraphApi> | undefined;
const tickets = new Map<number, Promise<{ ticketId: number; messageId: number }>>();

/**
 * An open ticket of A's Cloud API connection with a contact's message of a minute ago, its Graph
 * API a local stand-in (kept for the suite: it does not hold the process open). Its contact is its
 * own: the world's contact keeps its ticket in progress on the connected simulator, from which the
 * schedules' cases check its number.
 */
function cloudTicket(a: TenantWorld) {
  if (!tickets.has(a.idGraf)) tickets.set(a.idGraf, makeCloudTicket(a));
  return tickets.get(a.idGraf)!;
}

async function makeCloudTicket(a: TenantWorld) {
  graph ??= startFakeGraphApi({ unref: true });
  process.env.WHATSAPP_CLOUD_API_URL = (await graph).api;
  await prisma.whatsapp.update({
    where: { id: a.cloudConnectionId },
    data: {
      cloudPhoneNumberId: CLOUD.phoneNumberId,
      cloudBusinessAccountId: CLOUD.businessAccountId,
      cloudAccessToken: CLOUD.accessToken,
    },
  });
  const contact = await prisma.contact.create({
    data: { idGraf: a.idGraf, name: "Cliente Cloud", number: "5511977770001" },
  });
  const ticket = await prisma.ticket.create({
    data: {
      idGraf: a.idGraf,
      contactId: contact.id,
      whatsappId: a.cloudConnectionId,
      status: "open",
      userId: a.admin.id,
    },
  });
  const message = await prisma.message.create({
    data: {
      idGraf: a.idGraf,
      ticketId: ticket.id,
      whatsappId: a.cloudConnectionId,
      contactId: contact.id,
      body: "Oi",
      providerMessageId: `wamid.${ticket.id}`,
    },
  });
  return { ticketId: ticket.id, messageId: message.id };
}

/** B aims at A's ticket; A's control writes in an open ticket of its Cloud API connection. */
const cloudWrite = (body: (messageId: number) => unknown): MethodCase => ({
  foreign: (world) => ({ ...aTicket(world), body: body(world.a.messageId) }),
  expectError: "ERR_NO_TICKET_FOUND",
  own: async ({ a }) => {
    const { ticketId, messageId } = await cloudTicket(a);
    return { params: { id: String(ticketId) }, body: body(messageId) };
  },
});

export const cases: RouteCases = {
  "/api/webhooks/whatsapp-cloud/[whatsappId]": {
    GET: { public: "Meta's verification, answered only with the connection's verify token; tested in cloud-webhook" },
    POST: {
      public:
        "Meta's webhook, authenticated by the HMAC of its body with the connection's app secret; tested in cloud-webhook",
    },
  },
  "/api/whatsapp/[id]/cloud-webhook": {
    GET: sameRequest(({ a }) => ({ params: { id: String(a.cloudConnectionId) } }), "ERR_NO_WAPP_FOUND"),
  },
  "/api/tickets/[id]/reply-window": { GET: sameRequest(aTicket, "ERR_NO_TICKET_FOUND") },
  // A's simulator ticket has no templates: an empty list, still answered only to A.
  "/api/tickets/[id]/templates": { GET: sameRequest(aTicket, "ERR_NO_TICKET_FOUND") },
  "/api/tickets/[id]/mentionable": { GET: sameRequest(aTicket, "ERR_NO_TICKET_FOUND") },
  "/api/messages/[id]/template": {
    POST: cloudWrite(() => ({ name: "retomar_atendimento", language: "pt_BR", body: ["Maria", "o pedido"] })),
  },
  "/api/messages/[id]/reaction": { POST: cloudWrite((messageId) => ({ messageId, emoji: "👍" })) },
};
