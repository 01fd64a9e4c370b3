import { sameRequest, type RouteCases, type World } from "../types";
import { spare } from "../world";

// Schedules, bulk sends and message-send settings: another tenant's schedule, batch or connection
// is not found; lists show only the caller's own rows.
const idsOf = (json: unknown, key: string) =>
  ((json as Record<string, { id: number }[]>)[key] ?? []).map((row) => row.id);
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aSchedule = ({ a }: World) => ({ params: { id: String(a.scheduleId) } });

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
    // A schedule for tenant A's contact: the contact is not found. A schedules it, an hour ahead.
    POST: sameRequest(
      ({ a }) => ({ body: { body: "Lembrete", contactId: a.contactId, sendAt: inOneHour() } }),
      "ERR_NO_CONTACT_FOUND",
    ),
  },
  "/api/schedules/[id]": {
    GET: sameRequest(aSchedule, "ERR_NOT_FOUND"),
    PUT: sameRequest((world) => ({ ...aSchedule(world), body: { body: "Alterado" } }), "ERR_NOT_FOUND"),
    DELETE: {
      foreign: aSchedule,
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.schedule(a)) } }),
    },
  },
  "/api/bulkMessage": {
    GET: {
      foreign: () => ({}),
      verify: ({ status, json }, { b }) => {
        expect(status).toBe(200);
        expect(idsOf(json, "batches")).toEqual([b.bulkBatchId]);
      },
    },
    // A bulk send on tenant A's connection: the connection is not found.
    POST: sameRequest(
      ({ a }) => ({ body: [{ message: "Oi", phone: "11999990000", whatsappId: a.connectionId }] }),
      "ERR_NO_WAPP_FOUND",
    ),
  },
  "/api/bulkMessage/[id]": {
    // A pauses a running spare batch, so its own batch keeps the state the world gave it.
    PUT: {
      foreign: ({ a }) => ({ params: { id: String(a.bulkBatchId) }, body: { action: "pause" } }),
      expectError: "ERR_NOT_FOUND",
      own: async ({ a }) => ({ params: { id: String(await spare.bulkBatch(a)) }, body: { action: "pause" } }),
    },
  },
  "/api/settingsMessage": {
    POST: sameRequest(
      ({ a }) => ({ body: { whatsappId: a.connectionId, limit: 10, minutes: 0, seconds: 5 } }),
      "ERR_NO_WAPP_FOUND",
    ),
  },
  "/api/settingsMessage/[whatsappId]": {
    GET: sameRequest(({ a }) => ({ params: { whatsappId: String(a.connectionId) } }), "ERR_NO_WAPP_FOUND"),
  },
};
