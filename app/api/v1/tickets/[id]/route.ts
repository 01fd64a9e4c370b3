import { idParams } from "@/lib/http/id-param";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { getApiTicket } from "@/lib/public-api/list-api-tickets";
import { apiTicketSchema } from "@/lib/public-api/schemas";
import { updateTicketSchema } from "@/lib/tickets/schemas";
import { updateTicket } from "@/lib/tickets/update-ticket";

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
    body: updateTicketSchema,
    doc: {
      summary: "Change a ticket's status, department or attendant",
      status: 200,
      response: apiTicketSchema,
      errors: ["ERR_NO_TICKET_FOUND", "ERR_OTHER_OPEN_TICKET", "ERR_TICKET_ACCEPTED_BY_OTHER"],
    },
  },
  async ({ caller, params, body }) => {
    await updateTicket(caller, params.id, body);
    return jsonResponse(await getApiTicket(caller, params.id));
  },
);
