import { NextResponse } from "next/server";

// Liveness: the process runs and answers. Touches no database, so a database outage never gets
// the process restarted by an orchestrator.
export const dynamic = "force-dynamic";

export const GET = async () => NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
