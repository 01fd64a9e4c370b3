import { NextResponse } from "next/server";
import { z } from "zod";
import { getMessageSendSettings } from "@/lib/bulk/message-send-settings";
import { apiRoute } from "@/lib/http/route";
import { dbIdFromText } from "@/lib/validation/db-id";

export const GET = apiRoute({ params: z.object({ whatsappId: dbIdFromText }) }, async ({ caller, params }) =>
  NextResponse.json(await getMessageSendSettings(caller, params.whatsappId)),
);
