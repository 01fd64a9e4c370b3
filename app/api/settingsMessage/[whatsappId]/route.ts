import { NextResponse } from "next/server";
import { z } from "zod";
import { requireCaller } from "@/lib/auth/caller";
import { getMessageSendSettings } from "@/lib/bulk/message-send-settings";
import { parseParams } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { dbIdFromText } from "@/lib/validation/db-id";

type Params = { whatsappId: string };
const paramsSchema = z.object({ whatsappId: dbIdFromText });

export const GET = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const { whatsappId } = parseParams(await params, paramsSchema);
  return NextResponse.json(await getMessageSendSettings(caller, whatsappId));
});
