import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { markTicketRead } from "@/lib/tickets/mark-ticket-read";

// The spec's body (unreadMessages, isSelected, unread) always means "read", so it is not read.
export const PUT = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await markTicketRead(caller, params.id)),
);
