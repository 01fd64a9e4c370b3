import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/parse";
import { simulatorRoute } from "@/lib/http/simulator-route";
import { notOnWhatsappSchema } from "@/lib/whatsapp/simulator/not-on-whatsapp";

// Numbers this simulated WhatsApp does not know: the inbox's checks refuse them and sends to them fail.
export const POST = simulatorRoute(async (simulator, req) => {
  const { numbers } = await parseJson(req, notOnWhatsappSchema);
  return NextResponse.json({ notOnWhatsapp: await simulator.markNotOnWhatsapp(numbers) });
});
