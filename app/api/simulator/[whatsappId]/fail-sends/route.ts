import { NextResponse } from "next/server";
import { z } from "zod";
import { parseJson } from "@/lib/http/parse";
import { simulatorRoute } from "@/lib/http/simulator-route";

const body = z.object({ count: z.number().int().min(0).max(100) });

// The next `count` sends through this simulated phone fail, as when it is offline.
export const POST = simulatorRoute(async (simulator, req) => {
  const { count } = await parseJson(req, body);
  await simulator.failNextSends(count);
  return NextResponse.json({ count });
});
