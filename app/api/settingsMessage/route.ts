import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { saveMessageSendSettings } from "@/lib/bulk/message-send-settings";
import { messageSendSettingsSchema } from "@/lib/bulk/schemas";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await saveMessageSendSettings(caller, await parseJson(req, messageSendSettingsSchema)));
});
