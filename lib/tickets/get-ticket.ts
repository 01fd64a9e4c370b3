import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { ticketNotFound } from "./ticket-not-found";
import { readTicketViews } from "./ticket-view";
import { visibleTicketSql } from "./ticket-visibility";

export async function getTicket(caller: Caller, id: number) {
  const [view] = await readTicketViews(Prisma.sql`t.id = ${id} AND ${visibleTicketSql(caller)}`);
  if (!view) throw ticketNotFound();
  return view;
}
