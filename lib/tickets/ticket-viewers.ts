import type { TicketPlace } from "@/lib/events/domain-events";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The active users who may see a ticket: the visibility policy of ticket-visibility.ts seen from
 * the users' side (tests/integration/ticket-viewers.test.ts holds the two together). Admins,
 * SUPERADMIN and users with canSeeAllTickets; the ticket's user; while it waits, the members of
 * its queue, or everyone of the tenant when it has none; and those its notes mentioned.
 */
export function ticketViewersWhere(ticket: TicketPlace & { id: number }): Prisma.UserWhereInput {
  const waiting =
    ticket.status === "pending"
      ? [ticket.queueId ? { queues: { some: { queueId: ticket.queueId } } } : { idGraf: ticket.idGraf }]
      : [];
  return {
    idGraf: ticket.idGraf,
    status: true,
    OR: [
      { profile: { in: ["admin", "SUPERADMIN"] } },
      { profile: "user", canSeeAllTickets: true },
      ...(ticket.userId ? [{ id: ticket.userId }] : []),
      ...waiting,
      { mentions: { some: { ticketId: ticket.id } } },
    ],
  };
}

/**
 * Who a note on the ticket may mention: those who may see it, and the attendants of its
 * department, whoever holds it (a mention lets them open it).
 */
export function mentionableWhere(ticket: TicketPlace & { id: number }): Prisma.UserWhereInput {
  const department = ticket.queueId
    ? [{ idGraf: ticket.idGraf, status: true, queues: { some: { queueId: ticket.queueId } } }]
    : [];
  return { OR: [ticketViewersWhere(ticket), ...department] };
}
