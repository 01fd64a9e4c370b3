import { parseJson } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute } from "@/lib/http/route";
import { authenticateZapiWebhook } from "@/lib/whatsapp/zapi/authenticate-webhook";
import { deliverProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { mapZapiWebhook } from "@/lib/whatsapp/zapi/map-webhook";
import { zapiWebhookEnvelope } from "@/lib/whatsapp/zapi/webhook-schema";

// server.ts serves this POST itself, outside Next (server/hot-api-routes.ts): it uses nothing of Next's request context.
// Every webhook of a Z-API instance points here: /api/webhooks/zapi/{connectionId}?secret=...
export const POST = hotRoute<{ connectionId: string }>(async (req, { params }) => {
  const connection = await authenticateZapiWebhook(req, (await params).connectionId);
  const events = mapZapiWebhook(await parseJson(req, zapiWebhookEnvelope));
  await deliverProviderEvents(connection, events);
  return jsonResponse({ received: events.length });
});
