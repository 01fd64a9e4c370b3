import { NextResponse } from "next/server";
import { jsonResponse } from "@/lib/http/respond";
import { deliverProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { parseJsonBytes, readBody } from "@/lib/http/parse";
import { hotRoute, route } from "@/lib/http/route";
import { authenticateCloudWebhook, verifyCloudSubscription } from "@/lib/whatsapp/cloud/authenticate-webhook";
import { mapCloudWebhook } from "@/lib/whatsapp/cloud/map-webhook";
import { cloudWebhookSchema } from "@/lib/whatsapp/cloud/webhook-schema";

type Params = { whatsappId: string };

// The callback URL given to Meta for a Cloud API connection: /api/webhooks/whatsapp-cloud/{whatsappId}.
// GET answers Meta's verification by echoing its challenge.
export const GET = route<Params>(async (req, { params }) => {
  const challenge = await verifyCloudSubscription((await params).whatsappId, new URL(req.url).searchParams);
  return new NextResponse(challenge, { headers: { "content-type": "text/plain; charset=utf-8" } });
});

// server.ts serves this POST itself, outside Next (server/hot-api-routes.ts): it uses nothing of Next's request context.
// POST is signed over its raw bytes (X-Hub-Signature-256); it answers 200 only once its events are stored.
export const POST = hotRoute<Params>(async (req, { params }) => {
  const raw = await readBody(req);
  const connection = await authenticateCloudWebhook(
    (await params).whatsappId,
    req.headers.get("x-hub-signature-256"),
    raw,
  );
  const events = mapCloudWebhook(parseJsonBytes(raw, cloudWebhookSchema), connection.phoneNumberId);
  await deliverProviderEvents(connection, events);
  return jsonResponse({ received: events.length });
});
