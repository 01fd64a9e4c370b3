import { prisma } from "@/lib/db/client";
import { sameRequest, type RouteCases, type World } from "../types";
import { spare } from "../world";

const aQueue = ({ a }: World) => ({ params: { id: String(a.queueId) } });
const aOption = ({ a }: World) => ({ params: { id: String(a.chatbotOptionId) } });

export const cases: RouteCases = {
  "/api/queue": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        const ids = (json as { id: number }[]).map((queue) => queue.id);
        expect(ids).toContain(b.queueId);
        expect(ids).not.toContain(a.queueId);
      },
    },
    POST: {
      // A tenant named in the body is ignored: the queue joins the caller's tenant.
      foreign: ({ a }) => ({ body: { name: "Intruder", color: "#0f0f0f", idGraf: a.idGraf } }),
      verify: async ({ status, json }, { b }) => {
        expect(status).toBe(201);
        const created = await prisma.queue.findUniqueOrThrow({ where: { id: (json as { id: number }).id } });
        expect(created.idGraf).toBe(b.idGraf);
      },
    },
  },
  "/api/queue/[id]": {
    GET: sameRequest(aQueue, "ERR_NOT_FOUND"),
    PUT: sameRequest((world) => ({ ...aQueue(world), body: { name: "Renamed", color: "#000000" } }), "ERR_NOT_FOUND"),
    // A's queue is its connection's default department: A deletes a spare one.
    DELETE: {
      foreign: aQueue,
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.queue(a)) } }),
    },
  },
  // Tenant A's queue is not found as the place of a new option.
  "/api/chatbot": {
    POST: sameRequest(({ a }) => ({ body: { queueId: a.queueId, name: "New option" } }), "ERR_NOT_FOUND"),
  },
  "/api/chatbot/[id]": {
    GET: sameRequest(aOption, "ERR_NOT_FOUND"),
    PUT: sameRequest((world) => ({ ...aOption(world), body: { name: "Renamed" } }), "ERR_NOT_FOUND"),
    DELETE: {
      foreign: aOption,
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.chatbotOption(a)) } }),
    },
  },
};
