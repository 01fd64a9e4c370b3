import { prisma } from "@/lib/db/client";
import { sameRequest, type RouteCases, type World } from "../types";
import { spare } from "../world";

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
    GET: sameRequest(aTag, "ERR_NOT_FOUND"),
    PUT: sameRequest((world) => ({ ...aTag(world), body: { name: "Taken over", color: "#000000" } }), "ERR_NOT_FOUND"),
    // A's tag is applied by /api/tags/sync: A deletes a spare one.
    DELETE: {
      foreign: aTag,
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.tag(a)) } }),
    },
  },
};
