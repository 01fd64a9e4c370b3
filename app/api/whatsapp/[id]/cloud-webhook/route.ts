import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute } from "@/lib/http/route";
import { getCloudWebhook } from "@/lib/connections/get-cloud-webhook";

// The callback URL and verify token of a Cloud API connection, for Meta's app panel.
export const GET = apiRoute({ permission: ADMIN, params: idParams }, async ({ req, caller, params }) =>
  NextResponse.json(await getCloudWebhook(caller, params.id, { origin: publicOrigin(req) })),
);
