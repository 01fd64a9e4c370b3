import { NextResponse } from "next/server";
import { saveMessageSendSettings } from "@/lib/bulk/message-send-settings";
import { messageSendSettingsSchema } from "@/lib/bulk/schemas";
import { apiRoute } from "@/lib/http/route";

export const POST = apiRoute({ body: messageSendSettingsSchema }, async ({ caller, body }) =>
  NextResponse.json(await saveMessageSendSettings(caller, body)),
);
