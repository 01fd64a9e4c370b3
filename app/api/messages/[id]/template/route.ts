import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { sendTemplate } from "@/lib/messages/send-template";
import { sendTemplateSchema } from "@/lib/messages/send-template-schema";

// POST /messages/{ticketId}/template: { name, language, header, body } to a Cloud API contact.
export const POST = apiRoute({ params: idParams, body: sendTemplateSchema }, async ({ caller, params, body }) => {
  const sent = await sendTemplate(caller, params.id, body);
  return NextResponse.json(sent.view, { status: 201 });
});
