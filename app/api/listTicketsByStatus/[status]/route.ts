import { requireCaller } from "@/lib/auth/caller";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute } from "@/lib/http/route";
import { listTicketsByStatus } from "@/lib/tickets/list-tickets-by-status";
import { listTicketsQuerySchema, statusParamsSchema } from "@/lib/tickets/schemas";

// server.ts serves this GET itself, outside Next (server/hot-api-routes.ts): it answers JSON and uses nothing of Next's request context.
export const GET = hotRoute<{ status: string }>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const { status } = parseParams(await params, statusParamsSchema);
  return jsonResponse(await listTicketsByStatus(caller, status, parseQuery(req, listTicketsQuerySchema)));
});
