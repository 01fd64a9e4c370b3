import { NextResponse } from "next/server";
import { z } from "zod";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";

const body = z.object({ count: z.number().int().min(0).max(100) });

// The next `count` sends through this simulated phone fail, as when it is offline.
export const POST = apiRoute(
  { permission: ADMIN, params: simulatorParams, body },
  async ({ caller, params, body: { count } }) => {
    await (await simulatorOf(caller, params.whatsappId)).failNextSends(count);
    return NextResponse.json({ count });
  },
);
