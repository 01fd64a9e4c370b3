import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { webhookEndpointParams } from "@/lib/webhooks/schemas";
import { sendTestWebhook } from "@/lib/webhooks/send-test-webhook";

export const POST = apiRoute({ permission: ADMIN, params: webhookEndpointParams }, async ({ caller, params }) =>
  NextResponse.json(await sendTestWebhook(caller, params.id), { status: 202 }),
);
