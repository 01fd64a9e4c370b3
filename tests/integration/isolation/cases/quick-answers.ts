import { prisma } from "@/lib/db/client";
import { sameRequest, type RouteCases, type World } from "../types";
import { spare } from "../world";

const aQuickAnswer = ({ a }: World) => ({ params: { id: String(a.quickAnswerId) } });

export const cases: RouteCases = {
  "/api/quickAnswers": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        const ids = (json as { quickAnswers: { id: number }[] }).quickAnswers.map((q) => q.id);
        expect(ids).toContain(b.quickAnswerId);
        expect(ids).not.toContain(a.quickAnswerId);
      },
    },
    POST: {
      // A tenant named in the body is ignored: the quick answer joins the caller's tenant.
      foreign: ({ a }) => ({ body: { shortcut: "intruder", message: "Written by tenant B", idGraf: a.idGraf } }),
      verify: async ({ status, json }, { b }) => {
        expect(status).toBe(201);
        const created = await prisma.quickAnswer.findUniqueOrThrow({ where: { id: (json as { id: number }).id } });
        expect(created.idGraf).toBe(b.idGraf);
      },
    },
  },
  "/api/quickAnswers/[id]": {
    GET: sameRequest(aQuickAnswer, "ERR_NOT_FOUND"),
    PUT: sameRequest(
      (world) => ({ ...aQuickAnswer(world), body: { shortcut: "taken", message: "Taken over by B" } }),
      "ERR_NOT_FOUND",
    ),
    DELETE: {
      foreign: aQuickAnswer,
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.quickAnswer(a)) } }),
    },
  },
  // A quick answer is sent to a ticket of the caller's; B names A's answer with a ticket of its own.
  "/api/quickAnswers/[id]/send": {
    POST: {
      foreign: ({ a, b }) => ({ ...aQuickAnswer({ a, b }), body: { ticketId: b.ticketId, body: "Olá" } }),
      expectError: "ERR_NOT_FOUND",
      own: async (world) => ({
        ...aQuickAnswer(world),
        body: { ticketId: await spare.ticket(world.a, { status: "open", userId: world.a.admin.id }), body: "Olá" },
      }),
    },
  },
};
