import { GET as getSettings } from "@/app/api/settings/route";
import { prisma } from "@/lib/db/client";
import { bearer, call } from "@/tests/support/factories";
import type { RouteCases, World } from "../types";

// Settings have no id in the path: each tenant reads and writes its own rows only.
const storedValue = async (idGraf: number, key: string) =>
  (await prisma.setting.findUniqueOrThrow({ where: { idGraf_key: { idGraf, key } } })).value;

const listedValue = (json: unknown, key: string) =>
  (json as { key: string; value: string }[]).find((s) => s.key === key)?.value;

async function markTenantA({ a }: World) {
  await prisma.setting.update({
    where: { idGraf_key: { idGraf: a.idGraf, key: "timeCreateNewTicket" } },
    data: { value: "43200" },
  });
  await prisma.tenant.update({ where: { id: a.idGraf }, data: { ssoSecret: "a".repeat(32) } });
}

export const cases: RouteCases = {
  "/api/settings": {
    GET: {
      foreign: () => ({}),
      verify: async ({ status, json }, world) => {
        expect(status).toBe(200);
        expect(listedValue(json, "timeCreateNewTicket")).toBe(await storedValue(world.b.idGraf, "timeCreateNewTicket"));
        // A's distinctive values must not show up in what B lists.
        await markTenantA(world);
        expect((await call(getSettings, { headers: bearer(world.b.admin.token) })).json).toEqual(json);
      },
    },
  },
  "/api/settings/[key]": {
    PUT: {
      foreign: () => ({ params: { key: "call" }, body: { value: "enabled" } }),
      verify: async ({ status }, { a, b }) => {
        expect(status).toBe(200);
        expect(await storedValue(b.idGraf, "call")).toBe("enabled");
        expect(await storedValue(a.idGraf, "call")).toBe("disabled");
      },
    },
  },
};
