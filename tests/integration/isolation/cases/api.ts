import type { RouteCases } from "../types";

const unknown = { public: "answers 404 to any /api path no route has; reads nothing" };

export const cases: RouteCases = {
  "/api/[[...unknown]]": { GET: unknown, POST: unknown, PUT: unknown, PATCH: unknown, DELETE: unknown },
};
