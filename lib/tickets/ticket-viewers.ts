import type { TicketPlace } from "@/lib/events/domain-events";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The active users who may see a ticket: the visibility policy of ticket-visibility.ts seen from
 * the users' side (tests/integration/ticket-viewers.test.ts holds the two together). Admins,
 * SUPERADMIN and users with canSeeAllTickets; the ticket's user; while it waits, the members of
 * its queue, or everyone of the tenant when it has none.
 */
export function ticketViewersWhere(ticket: TicketPlace): Prisma.UserWhereInput {
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
    ],
  };
}
