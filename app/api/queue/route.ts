import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { listQueues } from "@/lib/queues/list-queues";
import { createQueue } from "@/lib/queues/save-queue";
import { queueSchema } from "@/lib/queues/schemas";

export const GET = route(async (req) => NextResponse.json(await listQueues(await requireCaller(req))));

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createQueue(caller, await parseJson(req, queueSchema)), { status: 201 });
});
