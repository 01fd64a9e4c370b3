import type { RouteCases } from "../types";

export const cases: RouteCases = {
  "/api/health": { GET: { public: "liveness for load balancers: answers { status } and reads nothing" } },
  "/api/ready": {
    GET: { public: "readiness for load balancers: reads only the migrations table, answers a status and a reason" },
  },
};
