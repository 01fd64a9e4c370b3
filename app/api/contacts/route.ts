import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { createContact } from "@/lib/contacts/create-contact";
import { listContacts } from "@/lib/contacts/list-contacts";
import { contactSchema, listContactsQuerySchema } from "@/lib/contacts/schemas";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listContacts(caller, parseQuery(req, listContactsQuerySchema)));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createContact(caller, await parseJson(req, contactSchema)), { status: 201 });
});
