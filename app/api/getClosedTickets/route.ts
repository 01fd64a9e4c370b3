import { requireCaller } from "@/lib/auth/caller";
import { parseQuery } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute } from "@/lib/http/route";
import { listClosedTickets } from "@/lib/tickets/list-closed-tickets";
import { listTicketsQuerySchema } from "@/lib/tickets/schemas";

// server.ts serves this GET itself, outside Next (server/hot-api-routes.ts): it answers JSON and uses nothing of Next's request context.
export const GET = hotRoute(async (req) => {
  const caller = await requireCaller(req);
  return jsonResponse(await listClosedTickets(caller, parseQuery(req, listTicketsQuerySchema)));
});
