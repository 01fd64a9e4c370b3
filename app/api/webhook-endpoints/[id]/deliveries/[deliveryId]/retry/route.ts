import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { retryWebhookDelivery } from "@/lib/webhooks/retry-webhook-delivery";
import { webhookDeliveryParams } from "@/lib/webhooks/schemas";

export const POST = apiRoute({ permission: ADMIN, params: webhookDeliveryParams }, async ({ caller, params }) => {
  await retryWebhookDelivery(caller, params.id, params.deliveryId);
  return new NextResponse(null, { status: 202 });
});
