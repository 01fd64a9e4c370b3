import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { createChatbotOption } from "@/lib/chatbot/save-chatbot-option";
import { apiRoute } from "@/lib/http/route";
import { createChatbotOptionSchema } from "@/lib/queues/schemas";

export const POST = apiRoute({ permission: ADMIN, body: createChatbotOptionSchema }, async ({ caller, body }) =>
  NextResponse.json(await createChatbotOption(caller, body), { status: 201 }),
);
