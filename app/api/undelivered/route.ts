import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { listUndelivered } from "@/lib/undelivered/list-undelivered";
import { listUndeliveredQuerySchema } from "@/lib/undelivered/schemas";

// What did not reach WhatsApp (GET /undelivered?cursor), newest first.
export const GET = apiRoute({ query: listUndeliveredQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listUndelivered(caller, query)),
);
