import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { listDashboardTickets } from "@/lib/tickets/list-dashboard-tickets";
import { dashboardQuerySchema } from "@/lib/tickets/schemas";

export const GET = apiRoute({ fast: true, query: dashboardQuerySchema }, async ({ caller, query }) =>
  jsonResponse(await listDashboardTickets(caller, query, (await tenantClock(caller.idGraf)).timeZone)),
);
