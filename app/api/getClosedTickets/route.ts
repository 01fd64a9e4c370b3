import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { listClosedTickets } from "@/lib/tickets/list-closed-tickets";
import { listTicketsQuerySchema } from "@/lib/tickets/schemas";

export const GET = apiRoute({ fast: true, query: listTicketsQuerySchema }, async ({ caller, query }) =>
  jsonResponse(await listClosedTickets(caller, query)),
);
