import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";
import { createWebhookEndpointSchema } from "@/lib/webhooks/schemas";

export const GET = apiRoute({ permission: ADMIN }, async ({ caller }) =>
  NextResponse.json(await listWebhookEndpoints(caller)),
);

export const POST = apiRoute({ permission: ADMIN, body: createWebhookEndpointSchema }, async ({ caller, body }) =>
  NextResponse.json(await createWebhookEndpoint(caller, body), { status: 201 }),
);
