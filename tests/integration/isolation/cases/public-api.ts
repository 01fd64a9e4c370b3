import { prisma } from "@/lib/db/client";
import { sameRequest, type RouteCases, type World } from "../types";

const contactNumber = async ({ a }: World) =>
  (await prisma.contact.findUniqueOrThrow({ where: { id: a.contactId } })).number;

const aTicket = ({ a }: World) => ({ params: { id: String(a.ticketId) } });
const numbers = (json: unknown) => (json as { items: { id: number }[] }).items.map((item) => item.id);

export const cases: RouteCases = {
  "/api/v1/tickets": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        expect(numbers(json)).toContain(b.ticketId);
        expect(numbers(json)).not.toContain(a.ticketId);
      },
    },
  },
  "/api/v1/tickets/[id]": {
    GET: sameRequest(aTicket, "ERR_NO_TICKET_FOUND"),
    PATCH: sameRequest((world) => ({ ...aTicket(world), body: { unread: true } }), "ERR_NO_TICKET_FOUND"),
  },
  "/api/v1/tickets/[id]/messages": { GET: sameRequest(aTicket, "ERR_NO_TICKET_FOUND") },
  "/api/v1/contacts/[id]": {
    PATCH: sameRequest(
      ({ a }) => ({ params: { id: String(a.contactId) }, body: { name: "Renamed", number: "11987650002" } }),
      "ERR_NO_CONTACT_FOUND",
    ),
  },
  "/api/v1/contacts": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        expect(numbers(json)).toContain(b.contactId);
        expect(numbers(json)).not.toContain(a.contactId);
      },
    },
    POST: {
      foreign: ({ a }) => ({ body: { name: "Intruder", number: "11987650001", idGraf: a.idGraf } }),
      verify: async ({ status, json }, { b }) => {
        expect(status).toBe(201);
        const created = await prisma.contact.findUniqueOrThrow({ where: { id: (json as { id: number }).id } });
        expect(created.idGraf).toBe(b.idGraf);
      },
    },
  },
  "/api/v1/openapi.json": { GET: { public: "The public API's description: the same document for everyone" } },
  "/api/v1/messages": {
    POST: {
      // B names A's connection: not found. A sends to its own contact from it.
      foreign: ({ a }) => ({ body: { number: "5511912345678", body: "Oi", whatsappId: a.connectionId } }),
      expectError: "ERR_NO_WAPP_FOUND",
      own: async (world) => ({
        body: { number: await contactNumber(world), body: "Oi", whatsappId: world.a.connectionId },
      }),
    },
  },
};
