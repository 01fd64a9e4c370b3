import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { onceFor } from "@/lib/public-api/idempotency";
import { idempotencyKeySchema, sendApiMessageSchema, sentApiMessageSchema } from "@/lib/public-api/schemas";
import { sendApiMessage } from "@/lib/public-api/send-api-message";

export const POST = apiRoute(
  {
    scope: "messages:send",
    fast: true,
    body: sendApiMessageSchema,
    doc: {
      summary: "Send a text, a file or both to a number",
      status: 202,
      response: sentApiMessageSchema,
      headers: { "Idempotency-Key": idempotencyKeySchema },
      errors: [
        "ERR_NO_WAPP_FOUND",
        "ERR_NO_DEF_WAPP_FOUND",
        "ERR_WAPP_INVALID_CONTACT",
        "ERR_WAPP_CHECK_CONTACT",
        "ERR_WHATSAPP_WINDOW_CLOSED",
        "ERR_DUPLICATED",
        "ERR_MEDIA_TOO_LARGE",
        "ERR_MEDIA_URL_REFUSED",
        "ERR_MEDIA_URL_UNREACHABLE",
      ],
    },
  },
  async ({ req, caller, body }) => {
    const key = req.headers.get("idempotency-key");
    const send = () => sendApiMessage(caller, body);
    // An Idempotency-Key counts per key of the API; a signed-in user's request sends each time.
    const sent =
      key !== null && caller.apiKey
        ? await onceFor(caller.apiKey.id, idempotencyKeySchema.parse(key), send)
        : await send();
    return jsonResponse(sent, { status: 202 });
  },
);
