import type { Answer, RouteCases, World } from "../types";

type Ticket = { id: number };
const aTicket = ({ a }: World) => ({ params: { id: String(a.ticketId) } });

/** A list answered to tenant B holds B's ticket and never A's. */
const onlyOwnTickets =
  (key: "tickets" | "ticketsClosed", expected: (world: World) => number[]) =>
  ({ status, json }: Answer, world: World) => {
    expect(status).toBe(200);
    expect((json as Record<typeof key, Ticket[]>)[key].map((t) => t.id)).toEqual(expected(world));
  };

export const cases: RouteCases = {
  "/api/listTicketsByStatus/[status]": {
    GET: {
      foreign: ({ a }) => ({ params: { status: "pending" }, query: { visibility: "all", selectedQueueIds: `[${a.queueId},null]` } }),
      verify: onlyOwnTickets("tickets", () => []),
    },
  },
  "/api/getClosedTickets": {
    GET: { foreign: () => ({ query: { visibility: "all" } }), verify: onlyOwnTickets("ticketsClosed", () => []) },
  },
  "/api/tickets/dashboard": {
    GET: { foreign: () => ({ query: { showAll: "true" } }), verify: onlyOwnTickets("tickets", ({ b }) => [b.ticketId]) },
  },
  // Counting as one of tenant A's users: that user is not found in tenant B.
  "/api/getCountTickets/[withoutQueue]/[showAll]/[userId]": {
    GET: { foreign: ({ a }) => ({ params: { withoutQueue: "true", showAll: "true", userId: String(a.attendant.id) } }) },
  },
  "/api/tickets": {
    GET: {
      foreign: () => ({ query: { searchParam: "Contact of" } }),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(200);
        const { conversationTickets, messageTickets } = json as { conversationTickets: Ticket[]; messageTickets: Ticket[] };
        expect(conversationTickets.map((t) => t.id)).toEqual([b.ticketId]);
        expect(messageTickets).toEqual([]);
      },
    },
    // A ticket for tenant A's contact: not found, whatever idGraf the body names.
    POST: { foreign: ({ a }) => ({ body: { contactId: a.contactId, status: "pending", idGraf: a.idGraf } }) },
  },
  "/api/tickets/[id]": {
    GET: { foreign: aTicket },
    PUT: { foreign: (world) => ({ ...aTicket(world), body: { status: "open", queueId: world.b.queueId } }) },
    DELETE: { foreign: aTicket },
  },
  "/api/tickets/[id]/markAsRead": { PUT: { foreign: aTicket } },
  "/api/tickets/[id]/markAsUnread": { PUT: { foreign: aTicket } },
  // Tenant B's own ticket with tenant A's tag.
  "/api/tags/sync": { POST: { foreign: ({ a, b }) => ({ body: { ticketId: b.ticketId, tags: [{ id: a.tagId }] } }) } },
};
