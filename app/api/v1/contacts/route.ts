import { createContact } from "@/lib/contacts/create-contact";
import { contactSchema } from "@/lib/contacts/schemas";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { listApiContacts } from "@/lib/public-api/list-api-contacts";
import { apiContactPageSchema, apiContactSchema, listApiContactsQuerySchema } from "@/lib/public-api/schemas";

export const GET = apiRoute(
  {
    scope: "contacts:read",
    query: listApiContactsQuerySchema,
    doc: { summary: "List contacts, or find one by number", status: 200, response: apiContactPageSchema },
  },
  async ({ caller, query }) => jsonResponse(await listApiContacts(caller, query)),
);

export const POST = apiRoute(
  {
    scope: "contacts:write",
    body: contactSchema,
    doc: {
      summary: "Create a contact",
      status: 201,
      response: apiContactSchema,
      errors: ["ERR_DUPLICATED_CONTACT", "ERR_WAPP_INVALID_CONTACT", "ERR_WAPP_CHECK_CONTACT"],
    },
  },
  async ({ caller, body }) => jsonResponse(await createContact(caller, body), { status: 201 }),
);
