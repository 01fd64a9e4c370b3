import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { countTickets } from "@/lib/tickets/count-tickets";
import { countParamsSchema, countQuerySchema } from "@/lib/tickets/schemas";

export const GET = apiRoute(
  { fast: true, params: countParamsSchema, query: countQuerySchema },
  async ({ caller, params, query }) => jsonResponse(await countTickets(caller, { ...params, ...query })),
);
