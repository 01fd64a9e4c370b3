import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { findOrCreateContact } from "@/lib/contacts/find-or-create-contact";
import { quickContactSchema } from "@/lib/contacts/schemas";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

// An idGraf in the body is ignored: the contact is always the caller's tenant's.
export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  const { contact, created } = await findOrCreateContact(caller, await parseJson(req, quickContactSchema));
  return NextResponse.json({ contact }, { status: created ? 201 : 200 });
});
