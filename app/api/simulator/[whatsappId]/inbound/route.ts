import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/parse";
import { simulatorRoute } from "@/lib/http/simulator-route";
import { inboundSchema, simulatedInbound } from "@/lib/whatsapp/simulator/simulator-control";

export const POST = simulatorRoute(async (simulator, req) => {
  const message = simulatedInbound(await parseJson(req, inboundSchema));
  await simulator.receive(message);
  return NextResponse.json({ id: message.id }, { status: 202 });
});
