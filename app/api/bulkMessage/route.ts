import { NextResponse } from "next/server";
import { createBulkSend } from "@/lib/bulk/create-bulk-send";
import { listBulkSends } from "@/lib/bulk/list-bulk-sends";
import { bulkMessageSchema } from "@/lib/bulk/schemas";
import { apiRoute } from "@/lib/http/route";

export const GET = apiRoute({}, async ({ caller }) => NextResponse.json(await listBulkSends(caller)));

export const POST = apiRoute({ body: bulkMessageSchema }, async ({ caller, body }) =>
  NextResponse.json(await createBulkSend(caller, body), { status: 201 }),
);
