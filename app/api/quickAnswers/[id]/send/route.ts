import { idParams } from "@/lib/http/id-param";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { sendQuickAnswer } from "@/lib/quick-answers/send-quick-answer";
import { sendQuickAnswerSchema } from "@/lib/quick-answers/schemas";

/** Sends the quick answer (its text with its file) to a ticket; answers the messages stored. */
export const POST = apiRoute({ params: idParams, body: sendQuickAnswerSchema }, async ({ caller, params, body }) => {
  const sent = await sendQuickAnswer(caller, params.id, body);
  return jsonResponse({ messages: sent.map((message) => message.view) }, { status: 201 });
});
