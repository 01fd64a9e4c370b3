import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { messageViewOf } from "@/lib/messages/message-view";
import { resendMessage } from "@/lib/messages/resend-message";

// 'Send again' on a message whose send failed (POST /messages/{id}/resend, a message id).
export const POST = apiRoute({ params: idParams }, async ({ caller, params: { id } }) => {
  await resendMessage(caller, id);
  return NextResponse.json(await messageViewOf(caller.idGraf, id));
});
