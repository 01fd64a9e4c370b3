import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { disconnectSession, requestNewQr, retrySession } from "@/lib/connections/session-actions";

type Params = { id: string };

export const POST = route<Params>(async (req, { params }) => {
  await retrySession(await requireCaller(req), await idParam(params));
  return NextResponse.json({ message: "Starting session." });
});

export const PUT = route<Params>(async (req, { params }) =>
  NextResponse.json(await requestNewQr(await requireCaller(req), await idParam(params))),
);

export const DELETE = route<Params>(async (req, { params }) => {
  await disconnectSession(await requireCaller(req), await idParam(params));
  return NextResponse.json({ message: "Session disconnected." });
});
