import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { route } from "@/lib/http/route";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";

// The tenant's connections by name, for the transfer dialog's "move to another connection" (any
// attendant may: ticket-options:transferWhatsapp); GET /whatsapp, with sessions, is for admins.
export const GET = route(async (req) => NextResponse.json(await listConnectionOptions(await requireCaller(req))));
