import { GET as listRoute } from "@/app/api/undelivered/route";
import { bearer, call } from "@/tests/support/factories";
import type { RouteCases } from "../types";
import { spare } from "../world";

// The undelivered list shows only the caller's tenant's failures; another tenant's message,
// schedule or bulk row is not found for 'send again'.
export const cases: RouteCases = {
  "/api/undelivered": {
    GET: {
      foreign: () => ({}),
      // A failure of each tenant, made now: B's list names its own and not A's.
      verify: async ({ status }, { a, b }) => {
        expect(status).toBe(200);
        const [ofA, ofB] = [await spare.failedMessage(a), await spare.failedMessage(b)];
        const { json } = await call(listRoute, { headers: bearer(b.admin.token), path: "/api/undelivered" });
        const ids = (json as { rows: { kind: string; id: number }[] }).rows.map((row) => `${row.kind}:${row.id}`);
        expect(ids).toContain(`message:${ofB}`);
        expect(ids).not.toContain(`message:${ofA}`);
      },
    },
  },
  "/api/undelivered/resend": {
    POST: {
      foreign: ({ a }) => ({
        body: {
          rows: [
            { kind: "message", id: a.ownMessageId },
            { kind: "schedule", id: a.scheduleId },
          ],
        },
      }),
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ body: { rows: [{ kind: "message", id: await spare.failedMessage(a) }] } }),
    },
  },
};
