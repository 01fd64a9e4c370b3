import { NextResponse } from "next/server";
import { changeBulkSend } from "@/lib/bulk/change-bulk-send";
import { bulkActionSchema } from "@/lib/bulk/schemas";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";

/** Pauses, resumes or cancels a bulk send: { action }. */
export const PUT = apiRoute({ params: idParams, body: bulkActionSchema }, async ({ caller, params, body }) =>
  NextResponse.json(await changeBulkSend(caller, params.id, body.action)),
);
