import { NextResponse } from "next/server";
import { deleteContact } from "@/lib/contacts/delete-contact";
import { getContact } from "@/lib/contacts/get-contact";
import { contactSchema, deleteContactQuerySchema } from "@/lib/contacts/schemas";
import { updateContact } from "@/lib/contacts/update-contact";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";

export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getContact(caller, params.id)),
);

export const PUT = apiRoute({ params: idParams, body: contactSchema }, async ({ caller, params, body }) =>
  NextResponse.json(await updateContact(caller, params.id, body)),
);

export const DELETE = apiRoute(
  { permission: "contacts-page:deleteContact", params: idParams, query: deleteContactQuerySchema },
  async ({ caller, params, query }) => NextResponse.json(await deleteContact(caller, params.id, query)),
);
