import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { listTemplates } from "@/lib/messages/list-templates";

// { templates }: the approved templates of the ticket's Cloud API connection, read from Meta.
export const GET = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(await listTemplates(await requireCaller(req), await idParam(params))),
);
