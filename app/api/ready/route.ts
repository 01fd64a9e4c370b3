import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/health/check-readiness";
import { apiRoute } from "@/lib/http/route";

// Readiness, for a load balancer or an orchestrator: 200 while this process should get traffic,
// 503 with the reason otherwise (warming up at start, database unavailable, migrations pending,
// shutting down).
export const dynamic = "force-dynamic";

export const GET = apiRoute({ caller: "anyone" }, async () => {
  const readiness = await checkReadiness();
  const headers = { "cache-control": "no-store" };
  if (readiness.ready) return NextResponse.json({ status: "ready" }, { headers });
  return NextResponse.json({ status: "unavailable", reason: readiness.reason }, { status: 503, headers });
});
