import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { currentQrCode } from "@/lib/connections/session-actions";

export const GET = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await currentQrCode(caller, params.id)),
);
