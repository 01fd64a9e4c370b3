import { NextResponse } from "next/server";
import { jsonResponse } from "@/lib/http/respond";
import { deliverProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { textParams } from "@/lib/http/id-param";
import { parseJsonBytes, readBody } from "@/lib/http/parse";
import { apiRoute } from "@/lib/http/route";
import { authenticateCloudWebhook, verifyCloudSubscription } from "@/lib/whatsapp/cloud/authenticate-webhook";
import { mapCloudWebhook } from "@/lib/whatsapp/cloud/map-webhook";
import { cloudWebhookSchema } from "@/lib/whatsapp/cloud/webhook-schema";

// The callback URL given to Meta for a Cloud API connection: /api/webhooks/whatsapp-cloud/{whatsappId}.
// Meta is no caller: GET is its verification (it echoes the challenge for the connection's verify
// token), POST is signed over its raw bytes (X-Hub-Signature-256), checked before the body is parsed.
const access = { caller: "anyone", params: textParams("whatsappId") } as const;

export const GET = apiRoute(access, async ({ req, params }) => {
  const challenge = await verifyCloudSubscription(params.whatsappId, new URL(req.url).searchParams);
  return new NextResponse(challenge, { headers: { "content-type": "text/plain; charset=utf-8" } });
});

// Answers 200 only once its events are stored.
export const POST = apiRoute({ ...access, fast: true }, async ({ req, params }) => {
  const raw = await readBody(req);
  const connection = await authenticateCloudWebhook(params.whatsappId, req.headers.get("x-hub-signature-256"), raw);
  const events = mapCloudWebhook(parseJsonBytes(raw, cloudWebhookSchema), connection.phoneNumberId);
  await deliverProviderEvents(connection, events);
  return jsonResponse({ received: events.length });
});
