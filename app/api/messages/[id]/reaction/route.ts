import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { messageViewOf } from "@/lib/messages/message-view";
import { reactSchema, reactToMessage } from "@/lib/messages/react-to-message";

// POST /messages/{ticketId}/reaction: { messageId, emoji } on a message of the ticket.
export const POST = apiRoute({ params: idParams, body: reactSchema }, async ({ caller, params, body }) => {
  const sent = await reactToMessage(caller, params.id, body);
  return NextResponse.json(await messageViewOf(caller.idGraf, sent.id), { status: 201 });
});
