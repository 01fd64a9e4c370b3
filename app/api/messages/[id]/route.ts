import { idParams } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { isMultipart } from "@/lib/http/read-form-data";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { deleteMessage } from "@/lib/messages/delete-message";
import { listMessages, listMessagesQuery } from "@/lib/messages/list-messages";
import { receiveMediaForm } from "@/lib/messages/receive-media-form";
import { sendMediaMessages } from "@/lib/messages/send-media-messages";
import { sendMessage, sendMessageSchema } from "@/lib/messages/send-message";

// GET and POST take a ticket id (/messages/{ticketId}); DELETE a message id (/messages/{id}).
export const GET = apiRoute(
  { fast: true, params: idParams, query: listMessagesQuery },
  async ({ caller, params, query }) => jsonResponse(await listMessages(caller, params.id, query)),
);

// A JSON body is one text; a multipart body carries files (one message each) and answers them all.
// server.ts leaves a multipart POST to Next (lib/http/direct-routes.ts).
export const POST = apiRoute({ fast: true, params: idParams }, async ({ req, caller, params: { id: ticketId } }) => {
  if (isMultipart(req)) {
    const sent = await sendMediaMessages(caller, ticketId, await receiveMediaForm(caller, ticketId, req));
    return jsonResponse({ messages: sent.map((message) => message.view) }, { status: 201 });
  }
  const sent = await sendMessage(caller, ticketId, await parseJson(req, sendMessageSchema));
  return jsonResponse(sent.view, { status: 201 });
});

export const DELETE = apiRoute({ params: idParams }, async ({ caller, params }) => {
  await deleteMessage(caller, params.id);
  return jsonResponse({ message: "Message deleted." });
});
