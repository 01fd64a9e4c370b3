import { prisma } from "@/lib/db/client";
import { uniqueEmail } from "@/tests/support/factories";
import { sameRequest, type RouteCases, type World } from "../types";
import { spare } from "../world";

const aUser = ({ a }: World) => ({ params: { id: String(a.attendant.id) } });

export const cases: RouteCases = {
  "/api/users": {
    GET: {
      foreign: ({ a }) => ({ query: { searchParam: a.attendant.email } }),
      verify: ({ status, json }, { a }) => {
        expect(status).toBe(200);
        expect(json).toMatchObject({ users: [], count: 0 });
        expect(JSON.stringify(json)).not.toContain(a.admin.email);
      },
    },
    POST: {
      // A tenant named in the body is ignored: the user joins the caller's tenant.
      foreign: ({ a }) => ({
        body: { name: "Intruder", email: uniqueEmail("intruder"), password: "secret123", idGraf: a.idGraf },
      }),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(201);
        expect(json).toMatchObject({ idGraf: b.idGraf });
      },
    },
  },
  "/api/users/me/presence": {
    PUT: {
      // Only the caller's own presence changes: tenant A's users stay as they were.
      foreign: () => ({ body: { status: "away" } }),
      verify: async ({ status }, { a, b }) => {
        expect(status).toBe(200);
        const away = await prisma.user.findMany({ where: { away: true }, select: { id: true } });
        expect(away.map((user) => user.id)).toContain(b.admin.id);
        expect(away.map((user) => user.id)).not.toContain(a.admin.id);
        expect(away.map((user) => user.id)).not.toContain(a.attendant.id);
      },
    },
  },
  "/api/users/[id]": {
    GET: sameRequest(aUser, "ERR_NO_USER_FOUND"),
    PUT: sameRequest(
      (world) => ({ ...aUser(world), body: { name: "Renamed", password: "renamed-1" } }),
      "ERR_NO_USER_FOUND",
    ),
    DELETE: {
      foreign: aUser,
      expectError: "ERR_NO_USER_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.user(a)) } }),
    },
  },
};
