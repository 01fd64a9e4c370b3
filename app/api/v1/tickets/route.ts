import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { listApiTickets } from "@/lib/public-api/list-api-tickets";
import { apiTicketPageSchema, listApiTicketsQuerySchema } from "@/lib/public-api/schemas";

export const GET = apiRoute(
  {
    scope: "tickets:read",
    query: listApiTicketsQuerySchema,
    doc: { summary: "List tickets, oldest first, a page at a time", status: 200, response: apiTicketPageSchema },
  },
  async ({ caller, query }) => jsonResponse(await listApiTickets(caller, query)),
);
