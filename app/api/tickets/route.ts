import { requireCaller } from "@/lib/auth/caller";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute, route } from "@/lib/http/route";
import { createTicket } from "@/lib/tickets/create-ticket";
import { createTicketSchema, searchTicketsQuerySchema } from "@/lib/tickets/schemas";
import { searchTickets } from "@/lib/tickets/search-tickets";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";

const onWhatsapp = (connection: { id: number; idGraf: number }, number: string) =>
  assertOnWhatsapp(connection, [{ number, path: "contactId" }]);

// server.ts serves this GET itself, outside Next (server/hot-api-routes.ts): it answers JSON and uses nothing of Next's request context.
export const GET = hotRoute(async (req) => {
  const caller = await requireCaller(req);
  return jsonResponse(await searchTickets(caller, parseQuery(req, searchTicketsQuerySchema)));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return jsonResponse(await createTicket(caller, await parseJson(req, createTicketSchema), onWhatsapp), {
    status: 201,
  });
});
