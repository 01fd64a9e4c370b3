import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { getReplyWindow } from "@/lib/messages/get-reply-window";

// { provider, open, closesAt }: a Cloud API contact's 24-hour window; other providers are always open.
export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getReplyWindow(caller, params.id)),
);
