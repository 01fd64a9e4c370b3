import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { syncTagsSchema } from "@/lib/tickets/schemas";
import { syncTicketTags } from "@/lib/tickets/sync-ticket-tags";

export const POST = apiRoute({ body: syncTagsSchema }, async ({ caller, body }) =>
  NextResponse.json(await syncTicketTags(caller, body)),
);
