import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { listForwardingContacts } from "@/lib/contacts/list-forwarding-contacts";
import { forwardingListQuerySchema } from "@/lib/contacts/schemas";
import { parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

// The spec's path, spelling included. Its idGraf query parameter is ignored: the tenant is the caller's.
export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listForwardingContacts(caller, parseQuery(req, forwardingListQuerySchema)));
});
