import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/parse";
import { simulatorRoute } from "@/lib/http/simulator-route";
import type { Ack } from "@/lib/whatsapp/provider";
import { ackSchema } from "@/lib/connections/simulator-control";

export const POST = simulatorRoute(async (simulator, req) => {
  const { id, ack } = await parseJson(req, ackSchema);
  return NextResponse.json({ id, ack, known: await simulator.acknowledge(id, ack as Ack) });
});
