import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { publicOrigin } from "@/lib/http/public-origin";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { getConnection } from "@/lib/connections/find-connection";
import { deleteConnection, updateConnection } from "@/lib/connections/save-connection";
import { connectionSchema } from "@/lib/connections/schemas";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) =>
  NextResponse.json(
    await getConnection(await requireCaller(req), await idParam(params), { origin: publicOrigin(req) }),
  ),
);

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(
    await updateConnection(caller, id, await parseJson(req, connectionSchema), { origin: publicOrigin(req) }),
  );
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteConnection(await requireCaller(req), await idParam(params));
  return NextResponse.json({ message: "Whatsapp deleted." });
});
