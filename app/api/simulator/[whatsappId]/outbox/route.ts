import { NextResponse } from "next/server";
import { simulatorRoute } from "@/lib/http/simulator-route";

export const GET = simulatorRoute(async (simulator) => NextResponse.json({ messages: await simulator.outbox() }));
