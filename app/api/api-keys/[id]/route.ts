import { NextResponse } from "next/server";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { apiKeyIdParams } from "@/lib/api-keys/schemas";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";

export const DELETE = apiRoute({ permission: ADMIN, params: apiKeyIdParams }, async ({ caller, params }) => {
  await revokeApiKey(caller, params.id);
  return new NextResponse(null, { status: 204 });
});
