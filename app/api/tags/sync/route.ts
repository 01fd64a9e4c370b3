import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { syncTagsSchema } from "@/lib/tickets/schemas";
import { syncTicketTags } from "@/lib/tickets/sync-ticket-tags";

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await syncTicketTags(caller, await parseJson(req, syncTagsSchema)));
});
