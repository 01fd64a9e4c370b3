import { uniqueEmail } from "@/tests/support/factories";
import type { RouteCases, World } from "../types";

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
      foreign: ({ a }) => ({ body: { name: "Intruder", email: uniqueEmail("intruder"), password: "secret123", idGraf: a.idGraf } }),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(201);
        expect(json).toMatchObject({ idGraf: b.idGraf });
      },
    },
  },
  "/api/users/[id]": {
    GET: { foreign: aUser },
    PUT: { foreign: (world) => ({ ...aUser(world), body: { name: "Taken over", password: "taken-over" } }) },
    DELETE: { foreign: aUser },
  },
};
