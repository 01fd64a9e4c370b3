import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute } from "@/lib/http/route";
import { getConnection } from "@/lib/connections/find-connection";
import { deleteConnection, updateConnection } from "@/lib/connections/save-connection";
import { connectionSchema } from "@/lib/connections/schemas";

export const GET = apiRoute({ permission: ADMIN, params: idParams }, async ({ req, caller, params }) =>
  NextResponse.json(await getConnection(caller, params.id, { origin: publicOrigin(req) })),
);

export const PUT = apiRoute(
  { permission: ADMIN, params: idParams, body: connectionSchema },
  async ({ req, caller, params, body }) =>
    NextResponse.json(await updateConnection(caller, params.id, body, { origin: publicOrigin(req) })),
);

export const DELETE = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) => {
  await deleteConnection(caller, params.id);
  return NextResponse.json({ message: "Whatsapp deleted." });
});
