import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { markTicketUnread } from "@/lib/tickets/mark-ticket-unread";

export const PUT = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await markTicketUnread(caller, params.id)),
);
