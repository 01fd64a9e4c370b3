import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { route } from "@/lib/http/route";
import { listSettings } from "@/lib/settings/list-settings";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listSettings(caller));
});
