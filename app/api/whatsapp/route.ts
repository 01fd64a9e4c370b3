import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute } from "@/lib/http/route";
import { listConnections } from "@/lib/connections/find-connection";
import { createConnection } from "@/lib/connections/save-connection";
import { connectionSchema } from "@/lib/connections/schemas";

export const GET = apiRoute({ permission: ADMIN }, async ({ caller }) =>
  NextResponse.json(await listConnections(caller)),
);

export const POST = apiRoute({ permission: ADMIN, body: connectionSchema }, async ({ req, caller, body }) =>
  NextResponse.json(await createConnection(caller, body, { origin: publicOrigin(req) }), { status: 201 }),
);
