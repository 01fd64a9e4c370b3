import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";

export const POST = apiRoute({ permission: ADMIN, params: simulatorParams }, async ({ caller, params }) => {
  await (await simulatorOf(caller, params.whatsappId)).scan();
  return NextResponse.json({ status: "CONNECTED" });
});
