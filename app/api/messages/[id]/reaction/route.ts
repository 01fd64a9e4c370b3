import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { reactSchema, reactToMessage } from "@/lib/messages/react-to-message";

// POST /messages/{ticketId}/reaction: { messageId, emoji } on a message of the ticket.
export const POST = apiRoute({ params: idParams, body: reactSchema }, async ({ caller, params, body }) => {
  const sent = await reactToMessage(caller, params.id, body);
  return NextResponse.json(sent.view, { status: 201 });
});
