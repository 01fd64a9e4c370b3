import { contactPatchSchema } from "@/lib/contacts/schemas";
import { updateContact } from "@/lib/contacts/update-contact";
import { idParams } from "@/lib/http/id-param";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { apiContactSchema } from "@/lib/public-api/schemas";

export const PATCH = apiRoute(
  {
    scope: "contacts:write",
    params: idParams,
    body: contactPatchSchema,
    doc: {
      summary: "Change some of a contact's name, number, e-mail and extra fields: those not given stay",
      status: 200,
      response: apiContactSchema,
      errors: ["ERR_NO_CONTACT_FOUND", "ERR_DUPLICATED_CONTACT"],
    },
  },
  async ({ caller, params, body }) => jsonResponse(await updateContact(caller, params.id, body)),
);
