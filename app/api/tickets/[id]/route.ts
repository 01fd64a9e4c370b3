import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute, route } from "@/lib/http/route";
import { deleteTicket } from "@/lib/tickets/delete-ticket";
import { getTicket } from "@/lib/tickets/get-ticket";
import { updateTicketSchema } from "@/lib/tickets/schemas";
import { updateTicket } from "@/lib/tickets/update-ticket";

type Params = { id: string };

// server.ts serves this GET and PUT itself, outside Next (server/hot-api-routes.ts): they answer JSON and use nothing of Next's request
// context.
export const GET = hotRoute<Params>(async (req, { params }) =>
  jsonResponse(await getTicket(await requireCaller(req), await idParam(params))),
);

export const PUT = hotRoute<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return jsonResponse(await updateTicket(caller, id, await parseJson(req, updateTicketSchema)));
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteTicket(await requireCaller(req), await idParam(params));
  return jsonResponse({ message: "Ticket deleted" });
});
