import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { deleteWebhookEndpoint } from "@/lib/webhooks/delete-webhook-endpoint";
import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { updateWebhookEndpointSchema, webhookEndpointParams } from "@/lib/webhooks/schemas";
import { updateWebhookEndpoint } from "@/lib/webhooks/update-webhook-endpoint";

export const GET = apiRoute({ permission: ADMIN, params: webhookEndpointParams }, async ({ caller, params }) =>
  NextResponse.json(await findWebhookEndpoint(caller.idGraf, params.id)),
);

export const PATCH = apiRoute(
  { permission: ADMIN, params: webhookEndpointParams, body: updateWebhookEndpointSchema },
  async ({ caller, params, body }) => NextResponse.json(await updateWebhookEndpoint(caller, params.id, body)),
);

export const DELETE = apiRoute({ permission: ADMIN, params: webhookEndpointParams }, async ({ caller, params }) => {
  await deleteWebhookEndpoint(caller, params.id);
  return new NextResponse(null, { status: 204 });
});
