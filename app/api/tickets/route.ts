import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { createTicket } from "@/lib/tickets/create-ticket";
import { createTicketSchema, searchTicketsQuerySchema } from "@/lib/tickets/schemas";
import { searchTickets } from "@/lib/tickets/search-tickets";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";

const onWhatsapp = (connection: { id: number; idGraf: number }, number: string) =>
  assertOnWhatsapp(connection, [{ number, path: "contactId" }]);

export const GET = apiRoute({ fast: true, query: searchTicketsQuerySchema }, async ({ caller, query }) =>
  jsonResponse(await searchTickets(caller, query)),
);

export const POST = apiRoute({ body: createTicketSchema }, async ({ caller, body }) =>
  jsonResponse(await createTicket(caller, body, onWhatsapp), { status: 201 }),
);
