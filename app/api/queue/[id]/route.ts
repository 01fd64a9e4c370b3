import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { deleteQueue } from "@/lib/queues/delete-queue";
import { getQueue } from "@/lib/queues/get-queue";
import { updateQueue } from "@/lib/queues/save-queue";
import { queueSchema } from "@/lib/queues/schemas";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) =>
  NextResponse.json(await getQueue(await requireCaller(req), { id: await idParam(params) })),
);

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(await updateQueue(caller, { id, input: await parseJson(req, queueSchema) }));
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteQueue(await requireCaller(req), { id: await idParam(params) });
  return NextResponse.json({ message: "Queue deleted" });
});
