import { prisma } from "@/lib/db/client";
import type { RouteCases, World } from "../types";

const contactNumber = async ({ a }: World) =>
  (await prisma.contact.findUniqueOrThrow({ where: { id: a.contactId } })).number;

export const cases: RouteCases = {
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
