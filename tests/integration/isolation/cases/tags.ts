import { prisma } from "@/lib/db/client";
import type { RouteCases, World } from "../types";

const aTag = ({ a }: World) => ({ params: { id: String(a.tagId) } });
const idsOf = (tags: { id: number }[]) => tags.map((tag) => tag.id);

export const cases: RouteCases = {
  "/api/tags": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        const ids = idsOf((json as { tags: { id: number }[] }).tags);
        expect(ids).toContain(b.tagId);
        expect(ids).not.toContain(a.tagId);
      },
    },
    POST: {
      // A tenant named in the body is ignored: the tag joins the caller's tenant.
      foreign: ({ a }) => ({ body: { name: "Intruder tag", color: "#abcdef", idGraf: a.idGraf } }),
      verify: async ({ status, json }, { b }) => {
        expect(status).toBe(201);
        const created = await prisma.tag.findUniqueOrThrow({ where: { id: (json as { id: number }).id } });
        expect(created.idGraf).toBe(b.idGraf);
      },
    },
  },
  "/api/tags/list": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        const ids = idsOf(json as { id: number }[]);
        expect(ids).toContain(b.tagId);
        expect(ids).not.toContain(a.tagId);
      },
    },
  },
  "/api/tags/[id]": {
    GET: { foreign: aTag },
    PUT: { foreign: (world) => ({ ...aTag(world), body: { name: "Taken over", color: "#000000" } }) },
    DELETE: { foreign: aTag },
  },
};

