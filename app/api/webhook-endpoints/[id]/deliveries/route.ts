import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import { listWebhookDeliveriesQuery, webhookEndpointParams } from "@/lib/webhooks/schemas";

export const GET = apiRoute(
  { permission: ADMIN, params: webhookEndpointParams, query: listWebhookDeliveriesQuery },
  async ({ caller, params, query }) => NextResponse.json(await listWebhookDeliveries(caller, params.id, query.cursor)),
);
