import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { currentQrCode } from "@/lib/connections/session-actions";

// Z-API renews its QR about every 20 s: this asks the instance for the current one.
export const GET = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await currentQrCode(caller, params.id, { refresh: true })),
);
