import { idParams } from "@/lib/http/id-param";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { listApiMessages } from "@/lib/public-api/list-api-messages";
import { apiMessagePageSchema, listApiMessagesQuerySchema } from "@/lib/public-api/schemas";

export const GET = apiRoute(
  {
    scope: "tickets:read",
    params: idParams,
    query: listApiMessagesQuerySchema,
    doc: {
      summary: "A ticket's messages, latest page first",
      status: 200,
      response: apiMessagePageSchema,
      errors: ["ERR_NO_TICKET_FOUND"],
    },
  },
  async ({ caller, params, query }) => jsonResponse(await listApiMessages(caller, params.id, query.cursor)),
);
