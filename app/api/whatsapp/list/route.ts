import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { listConnectionOptions } from "@/lib/connections/list-connection-options";

// The tenant's connections by name, for the transfer dialog's "move to another connection" (any
// attendant may: ticket-options:transferWhatsapp); GET /whatsapp, with sessions, is for admins.
export const GET = apiRoute({}, async ({ caller }) => NextResponse.json(await listConnectionOptions(caller)));
