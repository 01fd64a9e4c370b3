import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { markTicketUnread } from "@/lib/tickets/mark-ticket-unread";

export const PUT = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(await markTicketUnread(await requireCaller(req), await idParam(params))),
);
