import type { RouteCases } from "../types";

// Tenant B's admin is not a SUPERADMIN: the tenant list and creation are refused outright.
export const cases: RouteCases = {
  "/api/tenants": {
    GET: { foreign: () => ({}), expectStatus: 403, expectError: "ERR_NO_PERMISSION" },
    POST: {
      foreign: ({ a }) => ({
        body: { name: "Intruder", adminName: "Intruder", adminEmail: a.admin.email, adminPassword: "secret" },
      }),
      expectStatus: 403,
      expectError: "ERR_NO_PERMISSION",
    },
  },
};
