import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { RouteCases, TenantWorld } from "../types";

/** A throwaway key of the tenant, made by its admin. */
async function spareKey(t: TenantWorld) {
  const id = randomUUID();
  await prisma.apiKey.create({
    data: { id, idGraf: t.idGraf, name: "Spare", scopes: ["tickets:read"], keyHash: id, createdById: t.admin.id },
  });
  return id;
}

export const cases: RouteCases = {
  "/api/api-keys": {
    GET: {
      foreign: () => ({}),
      verify: async ({ status, json }, { a }) => {
        expect(status).toBe(200);
        const aKey = await spareKey(a);
        expect((json as { id: string }[]).map((key) => key.id)).not.toContain(aKey);
      },
    },
    POST: {
      foreign: ({ a }) => ({ body: { name: "Intruder", scopes: ["tickets:read"], idGraf: a.idGraf } }),
      verify: async ({ status, json }, { b }) => {
        expect(status).toBe(201);
        const created = await prisma.apiKey.findUniqueOrThrow({ where: { id: (json as { id: string }).id } });
        expect(created.idGraf).toBe(b.idGraf);
      },
    },
  },
  "/api/api-keys/[id]": {
    DELETE: {
      foreign: ({ a }) => ({ params: { id: a.apiKeyId } }),
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: await spareKey(a) } }),
    },
  },
};
