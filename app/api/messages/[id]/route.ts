import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { isMultipart } from "@/lib/http/read-form-data";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute, route } from "@/lib/http/route";
import { deleteMessage } from "@/lib/messages/delete-message";
import { listMessages, listMessagesQuery } from "@/lib/messages/list-messages";
import { receiveMediaForm } from "@/lib/messages/receive-media-form";
import { sendMediaMessages } from "@/lib/messages/send-media-messages";
import { sendMessage, sendMessageSchema } from "@/lib/messages/send-message";
import { messageViewOf } from "@/lib/messages/message-view";

type Params = { id: string };

// GET and POST take a ticket id (/messages/{ticketId}); DELETE a message id (/messages/{id}).
// server.ts serves this GET and POST itself, outside Next (server/hot-api-routes.ts): they use nothing of Next's request
// context, and a multipart POST (files) is left to Next.
export const GET = hotRoute<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  return jsonResponse(await listMessages(caller, await idParam(params), parseQuery(req, listMessagesQuery)));
});

// A JSON body is one text; a multipart body carries files (one message each) and answers them all.
export const POST = hotRoute<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const ticketId = await idParam(params);
  if (isMultipart(req)) {
    const sent = await sendMediaMessages(caller, ticketId, await receiveMediaForm(caller, ticketId, req));
    return jsonResponse(
      { messages: await Promise.all(sent.map((message) => messageViewOf(caller.idGraf, message.id))) },
      { status: 201 },
    );
  }
  const sent = await sendMessage(caller, ticketId, await parseJson(req, sendMessageSchema));
  return jsonResponse(await messageViewOf(caller.idGraf, sent.id), { status: 201 });
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteMessage(await requireCaller(req), await idParam(params));
  return jsonResponse({ message: "Message deleted." });
});
