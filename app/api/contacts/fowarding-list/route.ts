import { NextResponse } from "next/server";
import { listForwardingContacts } from "@/lib/contacts/list-forwarding-contacts";
import { forwardingListQuerySchema } from "@/lib/contacts/schemas";
import { apiRoute } from "@/lib/http/route";

// The spec's path, spelling included. Its idGraf query parameter is ignored: the tenant is the caller's.
export const GET = apiRoute({ query: forwardingListQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listForwardingContacts(caller, query)),
);
