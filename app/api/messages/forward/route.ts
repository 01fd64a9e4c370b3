import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { forwardMessages, forwardMessagesSchema } from "@/lib/messages/forward-messages";

// Answers, per contact, the ticket the copies went to and their message ids.
export const POST = apiRoute({ body: forwardMessagesSchema }, async ({ caller, body }) =>
  NextResponse.json({ forwarded: await forwardMessages(caller, body) }),
);
