import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { getCloudWebhook } from "@/lib/connections/get-cloud-webhook";

// The callback URL and verify token of a Cloud API connection, for Meta's app panel (admins only).
export const GET = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(
    await getCloudWebhook(await requireCaller(req), await idParam(params), { origin: publicOrigin(req) }),
  ),
);
