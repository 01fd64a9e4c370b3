import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { notOnWhatsappSchema } from "@/lib/whatsapp/simulator/not-on-whatsapp";
import { simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";

// Numbers this simulated WhatsApp does not know: the inbox's checks refuse them and sends to them fail.
export const POST = apiRoute(
  { permission: ADMIN, params: simulatorParams, body: notOnWhatsappSchema },
  async ({ caller, params, body }) => {
    const simulator = await simulatorOf(caller, params.whatsappId);
    return NextResponse.json({ notOnWhatsapp: await simulator.markNotOnWhatsapp(body.numbers) });
  },
);
