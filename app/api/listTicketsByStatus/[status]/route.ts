import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { listTicketsByStatus } from "@/lib/tickets/list-tickets-by-status";
import { listTicketsQuerySchema, statusParamsSchema } from "@/lib/tickets/schemas";

export const GET = apiRoute(
  { fast: true, params: statusParamsSchema, query: listTicketsQuerySchema },
  async ({ caller, params, query }) => jsonResponse(await listTicketsByStatus(caller, params.status, query)),
);
