import { idParams } from "@/lib/http/id-param";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { getApiTicket } from "@/lib/public-api/list-api-tickets";
import { patchApiTicket } from "@/lib/public-api/patch-api-ticket";
import { apiTicketSchema, patchApiTicketSchema } from "@/lib/public-api/schemas";

export const GET = apiRoute(
  {
    scope: "tickets:read",
    params: idParams,
    doc: { summary: "A ticket", status: 200, response: apiTicketSchema, errors: ["ERR_NO_TICKET_FOUND"] },
  },
  async ({ caller, params }) => jsonResponse(await getApiTicket(caller, params.id)),
);

export const PATCH = apiRoute(
  {
    scope: "tickets:write",
    params: idParams,
    body: patchApiTicketSchema,
    doc: {
      summary: "Change a ticket's status, department, attendant or tags",
      status: 200,
      response: apiTicketSchema,
      errors: ["ERR_NO_TICKET_FOUND", "ERR_NOT_FOUND", "ERR_OTHER_OPEN_TICKET", "ERR_TICKET_ACCEPTED_BY_OTHER"],
    },
  },
  async ({ caller, params, body }) => jsonResponse(await patchApiTicket(caller, params.id, body)),
);
