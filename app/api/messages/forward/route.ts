import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { forwardMessages, forwardMessagesSchema } from "@/lib/messages/forward-messages";

// Answers, per contact, the ticket the copies went to and their message ids.
export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json({ forwarded: await forwardMessages(caller, await parseJson(req, forwardMessagesSchema)) });
});
