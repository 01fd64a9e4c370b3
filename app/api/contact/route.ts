import { NextResponse } from "next/server";
import { findOrCreateContact } from "@/lib/contacts/find-or-create-contact";
import { quickContactSchema } from "@/lib/contacts/schemas";
import { apiRoute } from "@/lib/http/route";

// An idGraf in the body is ignored: the contact is always the caller's tenant's.
export const POST = apiRoute({ body: quickContactSchema }, async ({ caller, body }) => {
  const { contact, created } = await findOrCreateContact(caller, body);
  return NextResponse.json({ contact }, { status: created ? 201 : 200 });
});
