import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { getChatbotOption } from "@/lib/chatbot/get-chatbot-option";
import { deleteChatbotOption, updateChatbotOption } from "@/lib/chatbot/save-chatbot-option";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { updateChatbotOptionSchema } from "@/lib/queues/schemas";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) =>
  NextResponse.json(await getChatbotOption(await requireCaller(req), { id: await idParam(params) })),
);

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(
    await updateChatbotOption(caller, { id, input: await parseJson(req, updateChatbotOptionSchema) }),
  );
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteChatbotOption(await requireCaller(req), { id: await idParam(params) });
  return NextResponse.json({ message: "Chatbot option deleted" });
});
