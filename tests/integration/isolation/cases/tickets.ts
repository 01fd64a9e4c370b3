import { prisma } from "@/lib/db/client";
import { sameRequest, type Answer, type RouteCases, type World } from "../types";
import { spare } from "../world";

type Ticket = { id: number };
const aTicket = ({ a }: World) => ({ params: { id: String(a.ticketId) } });

/** A list answered to tenant B holds B's ticket and never A's. */
const onlyOwnTickets =
  (key: "tickets" | "ticketsClosed", expected: (world: World) => number[]) =>
  ({ status, json }: Answer, world: World) => {
    expect(status).toBe(200);
    const ids = (json as Record<typeof key, Ticket[]>)[key].map((t) => t.id);
    expect(ids.sort()).toEqual(expected(world).sort());
  };

export const cases: RouteCases = {
  "/api/listTicketsByStatus/[status]": {
    GET: {
      foreign: ({ a }) => ({
        params: { status: "pending" },
        query: { visibility: "all", selectedQueueIds: `[${a.queueId},null]` },
      }),
      verify: onlyOwnTickets("tickets", () => []),
    },
  },
  "/api/getClosedTickets": {
    GET: {
      foreign: () => ({ query: { visibility: "all" } }),
      verify: onlyOwnTickets("ticketsClosed", ({ b }) => [b.closedTicketId]),
    },
  },
  "/api/tickets/dashboard": {
    GET: {
      foreign: () => ({ query: { showAll: "true" } }),
      verify: onlyOwnTickets("tickets", ({ b }) => [b.ticketId, b.closedTicketId]),
    },
  },
  // Counting as one of tenant A's users: that user is not found in tenant B.
  "/api/getCountTickets/[withoutQueue]/[showAll]/[userId]": {
    GET: sameRequest(
      ({ a }) => ({ params: { withoutQueue: "true", showAll: "true", userId: String(a.attendant.id) } }),
      "ERR_NO_USER_FOUND",
    ),
  },
  "/api/tickets": {
    GET: {
      foreign: () => ({ query: { searchParam: "Contact of" } }),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(200);
        const { conversationTickets, messageTickets } = json as {
          conversationTickets: Ticket[];
          messageTickets: Ticket[];
        };
        expect(conversationTickets.map((t) => t.id).sort()).toEqual([b.ticketId, b.closedTicketId].sort());
        expect(messageTickets).toEqual([]);
      },
    },
    // A ticket for tenant A's contact: not found, whatever idGraf the body names. A opens one
    // for a contact of its own without a ticket in progress.
    POST: {
      foreign: ({ a }) => ({ body: { contactId: a.contactId, status: "pending", idGraf: a.idGraf } }),
      expectError: "ERR_NO_CONTACT_FOUND",
      own: async ({ a }) => {
        const { contactId } = await prisma.ticket.findUniqueOrThrow({ where: { id: await spare.ticket(a) } });
        await prisma.ticket.updateMany({ where: { contactId }, data: { status: "closed" } });
        return { body: { contactId, status: "pending" } };
      },
    },
  },
  "/api/tickets/[id]": {
    GET: sameRequest(aTicket, "ERR_NO_TICKET_FOUND"),
    PUT: {
      foreign: (world) => ({ ...aTicket(world), body: { status: "open", queueId: world.b.queueId } }),
      expectError: "ERR_NO_TICKET_FOUND",
      own: (world) => ({ ...aTicket(world), body: { status: "open", queueId: world.a.queueId } }),
    },
    DELETE: {
      foreign: aTicket,
      expectError: "ERR_NO_TICKET_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.ticket(a)) } }),
    },
  },
  "/api/tickets/[id]/markAsRead": { PUT: sameRequest(aTicket, "ERR_NO_TICKET_FOUND") },
  "/api/tickets/[id]/markAsUnread": { PUT: sameRequest(aTicket, "ERR_NO_TICKET_FOUND") },
  // Tenant B's own ticket with tenant A's tag; A tags its own ticket.
  "/api/tags/sync": {
    POST: {
      foreign: ({ a, b }) => ({ body: { ticketId: b.ticketId, tags: [{ id: a.tagId }] } }),
      expectError: "ERR_NOT_FOUND",
      own: ({ a }) => ({ body: { ticketId: a.ticketId, tags: [{ id: a.tagId }] } }),
    },
  },
};
