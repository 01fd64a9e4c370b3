import { NextResponse } from "next/server";
import { isShuttingDown } from "@/lib/health/process-state";
import { apiRoute } from "@/lib/http/route";

// Liveness: the process runs and answers. Touches no database, so a database outage never gets
// the process restarted by an orchestrator. While the process stops (SIGTERM), 503 like
// /api/ready: a balancer that only looks here takes it out too.
export const dynamic = "force-dynamic";

export const GET = apiRoute({ caller: "anyone" }, async () => {
  const headers = { "cache-control": "no-store" };
  if (isShuttingDown()) return NextResponse.json({ status: "stopping" }, { status: 503, headers });
  return NextResponse.json({ status: "ok" }, { headers });
});
