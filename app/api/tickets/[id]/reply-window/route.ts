import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { getReplyWindow } from "@/lib/messages/get-reply-window";

// { provider, open, closesAt }: a Cloud API contact's 24-hour window; other providers are always open.
export const GET = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(await getReplyWindow(await requireCaller(req), await idParam(params))),
);
