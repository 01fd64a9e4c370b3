import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { listQueues } from "@/lib/queues/list-queues";
import { createQueue } from "@/lib/queues/save-queue";
import { queueSchema } from "@/lib/queues/schemas";

export const GET = apiRoute({}, async ({ caller }) => NextResponse.json(await listQueues(caller)));

export const POST = apiRoute({ permission: ADMIN, body: queueSchema }, async ({ caller, body }) =>
  NextResponse.json(await createQueue(caller, body), { status: 201 }),
);
