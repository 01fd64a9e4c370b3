import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { listTemplates } from "@/lib/messages/list-templates";

// { templates }: the approved templates of the ticket's Cloud API connection, read from Meta.
export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await listTemplates(caller, params.id)),
);
