import { idParams } from "@/lib/http/id-param";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { deleteTicket } from "@/lib/tickets/delete-ticket";
import { getTicket } from "@/lib/tickets/get-ticket";
import { updateTicketSchema } from "@/lib/tickets/schemas";
import { updateTicket } from "@/lib/tickets/update-ticket";

export const GET = apiRoute({ fast: true, params: idParams }, async ({ caller, params }) =>
  jsonResponse(await getTicket(caller, params.id)),
);

export const PUT = apiRoute(
  { fast: true, params: idParams, body: updateTicketSchema },
  async ({ caller, params, body }) => jsonResponse(await updateTicket(caller, params.id, body)),
);

export const DELETE = apiRoute({ params: idParams }, async ({ caller, params }) => {
  await deleteTicket(caller, params.id);
  return jsonResponse({ message: "Ticket deleted" });
});
