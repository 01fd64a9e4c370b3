import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";

export const GET = apiRoute({ permission: ADMIN, params: simulatorParams }, async ({ caller, params }) =>
  NextResponse.json({ messages: await (await simulatorOf(caller, params.whatsappId)).outbox() }),
);
