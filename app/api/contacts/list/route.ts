import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { listContactOptions } from "@/lib/contacts/list-contact-options";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listContactOptions(caller));
});
