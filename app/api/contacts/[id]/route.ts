import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { deleteContact } from "@/lib/contacts/delete-contact";
import { getContact } from "@/lib/contacts/get-contact";
import { contactSchema, deleteContactQuerySchema } from "@/lib/contacts/schemas";
import { updateContact } from "@/lib/contacts/update-contact";
import { idParam } from "@/lib/http/id-param";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await getContact(caller, await idParam(params)));
});

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(await updateContact(caller, id, await parseJson(req, contactSchema)));
});

export const DELETE = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(await deleteContact(caller, id, parseQuery(req, deleteContactQuerySchema)));
});
