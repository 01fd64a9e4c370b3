import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { sameRequest, type RouteCases, type TenantWorld, type World } from "../types";

// A public address written as such: saved without any name to resolve, never reached here.
const PUBLIC_URL = "http://93.184.215.14/hooks";

/** A throwaway endpoint of the tenant, for the destructive positive controls. */
async function spareEndpoint(t: TenantWorld) {
  const id = randomUUID();
  await prisma.webhookEndpoint.create({
    data: { id, idGraf: t.idGraf, url: PUBLIC_URL, events: ["contact.created"], secret: `whsec_${id}` },
  });
  return id;
}

const aEndpoint = ({ a }: World) => ({ params: { id: a.webhookEndpointId } });

export const cases: RouteCases = {
  "/api/webhook-endpoints": {
    GET: {
      foreign: () => ({}),
      verify: async ({ status, json }, { a }) => {
        expect(status).toBe(200);
        expect((json as { id: string }[]).map((endpoint) => endpoint.id)).not.toContain(a.webhookEndpointId);
      },
    },
    POST: {
      foreign: ({ a }) => ({ body: { url: PUBLIC_URL, events: ["ticket.created"], idGraf: a.idGraf } }),
      verify: async ({ status, json }, { b }) => {
        expect(status).toBe(201);
        const created = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: (json as { id: string }).id } });
        expect(created.idGraf).toBe(b.idGraf);
      },
    },
  },
  "/api/webhook-endpoints/[id]": {
    GET: sameRequest(aEndpoint, "ERR_NOT_FOUND"),
    PATCH: sameRequest((world) => ({ ...aEndpoint(world), body: { description: "ERP" } }), "ERR_NOT_FOUND"),
    DELETE: {
      foreign: aEndpoint,
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: await spareEndpoint(a) } }),
    },
  },
  "/api/webhook-endpoints/[id]/deliveries": {
    GET: sameRequest(aEndpoint, "ERR_NOT_FOUND"),
  },
  "/api/webhook-endpoints/[id]/deliveries/[deliveryId]/retry": {
    POST: sameRequest(
      ({ a }) => ({ params: { id: a.webhookEndpointId, deliveryId: a.webhookDeliveryId } }),
      "ERR_NOT_FOUND",
    ),
  },
  "/api/webhook-endpoints/[id]/test": {
    POST: sameRequest(aEndpoint, "ERR_NOT_FOUND"),
  },
};
