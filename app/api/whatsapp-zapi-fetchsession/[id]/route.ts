import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { currentQrCode } from "@/lib/connections/session-actions";

// Z-API renews its QR about every 20 s: this asks the instance for the current one.
export const GET = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(await currentQrCode(await requireCaller(req), await idParam(params), { refresh: true })),
);
