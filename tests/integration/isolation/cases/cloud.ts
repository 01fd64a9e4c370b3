import { sameRequest, type RouteCases } from "../types";

export const cases: RouteCases = {
  "/api/webhooks/whatsapp-cloud/[whatsappId]": {
    GET: { public: "Meta's verification, answered only with the connection's verify token; tested in cloud-webhook" },
    POST: { public: "Meta's webhook, authenticated by the HMAC of its body with the connection's app secret; tested in cloud-webhook" },
  },
  "/api/whatsapp/[id]/cloud-webhook": {
    GET: sameRequest(({ a }) => ({ params: { id: String(a.cloudConnectionId) } }), "ERR_NO_WAPP_FOUND"),
  },
};
