import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { listTicketsByStatus } from "@/lib/tickets/list-tickets-by-status";
import { listTicketsQuerySchema } from "@/lib/tickets/schemas";

/** The first page of the closed list, with its filters; `count` is the closed-ticket count. */
export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  const query = { ...parseQuery(req, listTicketsQuerySchema), pageNumber: 1 };
  const { tickets, ...page } = await listTicketsByStatus(caller, "closed", query);
  return NextResponse.json({ ticketsClosed: tickets, ...page });
});
