import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { markTicketRead } from "@/lib/tickets/mark-ticket-read";

// The spec's body (unreadMessages, isSelected, unread) always means "read", so it is not read.
export const PUT = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(await markTicketRead(await requireCaller(req), await idParam(params))),
);
