import type { RouteCases } from "../types";

export const cases: RouteCases = {
  "/api/webhooks/zapi/[connectionId]": {
    POST: { public: "Z-API's webhook, authenticated by its own per-connection secret; tested in zapi-webhook" },
  },
};
