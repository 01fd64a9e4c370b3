import { requireCaller } from "@/lib/auth/caller";
import { parseParams, parseQuery } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute } from "@/lib/http/route";
import { countTickets } from "@/lib/tickets/count-tickets";
import { countParamsSchema, countQuerySchema } from "@/lib/tickets/schemas";

type Params = { withoutQueue: string; showAll: string; userId: string };

// server.ts serves this GET itself, outside Next (server/hot-api-routes.ts): it answers JSON and uses nothing of Next's request context.
export const GET = hotRoute<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const input = { ...parseParams(await params, countParamsSchema), ...parseQuery(req, countQuerySchema) };
  return jsonResponse(await countTickets(caller, input));
});
