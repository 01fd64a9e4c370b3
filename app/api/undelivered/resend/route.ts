import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { resendUndelivered } from "@/lib/undelivered/resend-undelivered";
import { resendUndeliveredSchema } from "@/lib/undelivered/schemas";

// 'Send again' for one row of the undelivered list or a selection (POST /undelivered/resend).
export const POST = apiRoute({ body: resendUndeliveredSchema }, async ({ caller, body }) =>
  NextResponse.json(await resendUndelivered(caller, body)),
);
