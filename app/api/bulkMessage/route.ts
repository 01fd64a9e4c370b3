import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { createBulkSend } from "@/lib/bulk/create-bulk-send";
import { listBulkSends } from "@/lib/bulk/list-bulk-sends";
import { bulkMessageSchema } from "@/lib/bulk/schemas";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listBulkSends(caller));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createBulkSend(caller, await parseJson(req, bulkMessageSchema)), { status: 201 });
});
