import { sameRequest, type RouteCases } from "../types";

const RANGE = { from: "2026-03-01", to: "2026-03-31" };

export const cases: RouteCases = {
  // Another tenant's department (or attendant) narrows nothing: it is not found.
  "/api/reports/attendance": {
    GET: sameRequest(({ a }) => ({ query: { ...RANGE, queueId: String(a.queueId) } }), "ERR_NOT_FOUND"),
  },
};
