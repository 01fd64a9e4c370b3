import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { ticketNotFound } from "./ticket-not-found";
import { toTicketView, ticketViewSelect } from "./ticket-view";
import { visibleTicketWhere } from "./ticket-visibility";

export async function getTicket(caller: Caller, id: number) {
  const row = await prisma.ticket.findFirst({ where: { AND: [{ id }, visibleTicketWhere(caller)] }, select: ticketViewSelect });
  if (!row) throw ticketNotFound();
  return toTicketView(row);
}
