import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { messageViewOf } from "@/lib/messages/message-view";
import { reactSchema, reactToMessage } from "@/lib/messages/react-to-message";

// POST /messages/{ticketId}/reaction: { messageId, emoji } on a message of the ticket.
export const POST = route<{ id: string }>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const sent = await reactToMessage(caller, await idParam(params), await parseJson(req, reactSchema));
  return NextResponse.json(await messageViewOf(caller.idGraf, sent.id), { status: 201 });
});
