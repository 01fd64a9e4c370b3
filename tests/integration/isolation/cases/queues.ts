import { prisma } from "@/lib/db/client";
import type { RouteCases, World } from "../types";

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
    GET: { foreign: aQueue },
    PUT: { foreign: (world) => ({ ...aQueue(world), body: { name: "Taken over", color: "#000000" } }) },
    DELETE: { foreign: aQueue },
  },
  // Tenant A's queue is not found as the place of a new option.
  "/api/chatbot": { POST: { foreign: ({ a }) => ({ body: { queueId: a.queueId, name: "Intruder option" } }) } },
  "/api/chatbot/[id]": {
    GET: { foreign: aOption },
    PUT: { foreign: (world) => ({ ...aOption(world), body: { name: "Taken over" } }) },
    DELETE: { foreign: aOption },
  },
};
