import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { changeBulkSend } from "@/lib/bulk/change-bulk-send";
import { bulkActionSchema } from "@/lib/bulk/schemas";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";

type Params = { id: string };

/** Pauses, resumes or cancels a bulk send: { action }. */
export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  const { action } = await parseJson(req, bulkActionSchema);
  return NextResponse.json(await changeBulkSend(caller, id, action));
});
