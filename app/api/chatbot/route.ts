import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { createChatbotOption } from "@/lib/chatbot/save-chatbot-option";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { createChatbotOptionSchema } from "@/lib/queues/schemas";

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createChatbotOption(caller, await parseJson(req, createChatbotOptionSchema)), {
    status: 201,
  });
});
