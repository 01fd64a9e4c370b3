import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { deleteQueue } from "@/lib/queues/delete-queue";
import { getQueue } from "@/lib/queues/get-queue";
import { updateQueue } from "@/lib/queues/save-queue";
import { queueSchema } from "@/lib/queues/schemas";

export const GET = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getQueue(caller, params)),
);

export const PUT = apiRoute(
  { permission: ADMIN, params: idParams, body: queueSchema },
  async ({ caller, params, body }) => NextResponse.json(await updateQueue(caller, { id: params.id, input: body })),
);

export const DELETE = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) => {
  await deleteQueue(caller, params);
  return NextResponse.json({ message: "Queue deleted" });
});
