import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson } from "@/lib/http/parse";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { listConnections } from "@/lib/connections/find-connection";
import { createConnection } from "@/lib/connections/save-connection";
import { connectionSchema } from "@/lib/connections/schemas";

export const GET = route(async (req) => NextResponse.json(await listConnections(await requireCaller(req))));

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  const whatsapp = await createConnection(caller, await parseJson(req, connectionSchema), {
    origin: publicOrigin(req),
  });
  return NextResponse.json(whatsapp, { status: 201 });
});
