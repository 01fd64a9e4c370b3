import { NextResponse } from "next/server";
import { simulatorRoute } from "@/lib/http/simulator-route";

export const POST = simulatorRoute(async (simulator) => {
  await simulator.scan();
  return NextResponse.json({ status: "CONNECTED" });
});
