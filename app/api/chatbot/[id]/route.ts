import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { getChatbotOption } from "@/lib/chatbot/get-chatbot-option";
import { deleteChatbotOption, updateChatbotOption } from "@/lib/chatbot/save-chatbot-option";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { updateChatbotOptionSchema } from "@/lib/queues/schemas";

export const GET = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getChatbotOption(caller, params)),
);

export const PUT = apiRoute(
  { permission: ADMIN, params: idParams, body: updateChatbotOptionSchema },
  async ({ caller, params, body }) =>
    NextResponse.json(await updateChatbotOption(caller, { id: params.id, input: body })),
);

export const DELETE = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) => {
  await deleteChatbotOption(caller, params);
  return NextResponse.json({ message: "Chatbot option deleted" });
});
