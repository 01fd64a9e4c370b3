import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { messageViewOf } from "@/lib/messages/message-view";
import { resendMessage } from "@/lib/messages/resend-message";

// 'Send again' on a message whose send failed (POST /messages/{id}/resend, a message id).
export const POST = route<{ id: string }>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  await resendMessage(caller, id);
  return NextResponse.json(await messageViewOf(caller.idGraf, id));
});
