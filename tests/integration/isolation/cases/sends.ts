import type { RouteCases } from "../types";

// Schedules, bulk sends and message-send settings: another tenant's schedule, batch or connection
// is not found; lists show only the caller's own rows.
const idsOf = (json: unknown, key: string) => ((json as Record<string, { id: number }[]>)[key] ?? []).map((row) => row.id);
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

export const cases: RouteCases = {
  "/api/schedules": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { a, b }) => {
        expect(status).toBe(200);
        expect(idsOf(json, "schedules")).toEqual([b.scheduleId]);
        expect(idsOf(json, "schedules")).not.toContain(a.scheduleId);
      },
    },
    POST: { foreign: ({ a }) => ({ body: { body: "Lembrete", contactId: a.contactId, sendAt: inOneHour() } }) },
  },
  "/api/schedules/[id]": {
    GET: { foreign: ({ a }) => ({ params: { id: String(a.scheduleId) } }) },
    PUT: { foreign: ({ a }) => ({ params: { id: String(a.scheduleId) }, body: { body: "Alterado" } }) },
    DELETE: { foreign: ({ a }) => ({ params: { id: String(a.scheduleId) } }) },
  },
  "/api/bulkMessage": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(200);
        expect(idsOf(json, "batches")).toEqual([b.bulkBatchId]);
      },
    },
    POST: { foreign: ({ a }) => ({ body: [{ message: "Oi", phone: "11999990000", whatsappId: a.connectionId }] }) },
  },
  "/api/bulkMessage/[id]": {
    PUT: { foreign: ({ a }) => ({ params: { id: String(a.bulkBatchId) }, body: { action: "pause" } }) },
  },
  "/api/settingsMessage": {
    POST: { foreign: ({ a }) => ({ body: { whatsappId: a.connectionId, limit: 10, minutes: 0, seconds: 5 } }) },
  },
  "/api/settingsMessage/[whatsappId]": {
    GET: { foreign: ({ a }) => ({ params: { whatsappId: String(a.connectionId) } }) },
  },
};
