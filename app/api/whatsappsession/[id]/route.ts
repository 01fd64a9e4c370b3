import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { disconnectSession, requestNewQr, retrySession } from "@/lib/connections/session-actions";

const access = { permission: ADMIN, params: idParams } as const;

export const POST = apiRoute(access, async ({ caller, params }) => {
  await retrySession(caller, params.id);
  return NextResponse.json({ message: "Starting session." });
});

export const PUT = apiRoute(access, async ({ caller, params }) =>
  NextResponse.json(await requestNewQr(caller, params.id)),
);

export const DELETE = apiRoute(access, async ({ caller, params }) => {
  await disconnectSession(caller, params.id);
  return NextResponse.json({ message: "Session disconnected." });
});
