import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { messageViewOf } from "@/lib/messages/message-view";
import { sendTemplate } from "@/lib/messages/send-template";
import { sendTemplateSchema } from "@/lib/messages/send-template-schema";

// POST /messages/{ticketId}/template: { name, language, header, body } to a Cloud API contact.
export const POST = route<{ id: string }>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const sent = await sendTemplate(caller, await idParam(params), await parseJson(req, sendTemplateSchema));
  return NextResponse.json(await messageViewOf(caller.idGraf, sent.id), { status: 201 });
});
