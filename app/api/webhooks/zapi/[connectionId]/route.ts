import { textParams } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { authenticateZapiWebhook } from "@/lib/whatsapp/zapi/authenticate-webhook";
import { deliverProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { withInstanceStatus } from "@/lib/whatsapp/zapi/instance-status";
import { mapZapiWebhook } from "@/lib/whatsapp/zapi/map-webhook";
import { zapiWebhookEnvelope } from "@/lib/whatsapp/zapi/webhook-schema";

// Every webhook of a Z-API instance points here: /api/webhooks/zapi/{connectionId}?secret=...
// Z-API is no caller: the secret is checked before the body is read.
export const POST = apiRoute(
  { caller: "anyone", fast: true, params: textParams("connectionId") },
  async ({ req, params }) => {
    const connection = await authenticateZapiWebhook(req, params.connectionId);
    const events = await withInstanceStatus(connection, mapZapiWebhook(await parseJson(req, zapiWebhookEnvelope)));
    await deliverProviderEvents(connection, events);
    return jsonResponse({ received: events.length });
  },
);
