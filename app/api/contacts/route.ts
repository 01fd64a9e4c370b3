import { NextResponse } from "next/server";
import { createContact } from "@/lib/contacts/create-contact";
import { listContacts } from "@/lib/contacts/list-contacts";
import { contactSchema, listContactsQuerySchema } from "@/lib/contacts/schemas";
import { apiRoute } from "@/lib/http/route";

export const GET = apiRoute({ query: listContactsQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listContacts(caller, query)),
);

export const POST = apiRoute({ body: contactSchema }, async ({ caller, body }) =>
  NextResponse.json(await createContact(caller, body), { status: 201 }),
);
