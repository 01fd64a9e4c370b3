import { NextResponse } from "next/server";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { createApiKeySchema } from "@/lib/api-keys/schemas";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";

export const GET = apiRoute({ permission: ADMIN }, async ({ caller }) => NextResponse.json(await listApiKeys(caller)));

export const POST = apiRoute({ permission: ADMIN, body: createApiKeySchema }, async ({ caller, body }) =>
  NextResponse.json(await createApiKey(caller, body), { status: 201 }),
);
