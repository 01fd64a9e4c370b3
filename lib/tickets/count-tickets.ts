import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { CountTicketsInput } from "./schemas";
import { listedStatusWhere } from "./ticket-filters";
import { TICKET_STATUSES, type TicketStatus } from "./ticket-status";
import { listedTicketWhere, withoutQueueAdded, type Viewer } from "./ticket-visibility";

async function viewerOf(caller: Caller, userId: number): Promise<Viewer> {
  if (userId === caller.userId) return caller;
  if (!isAdmin(caller)) throw new AppError("ERR_NO_PERMISSION", "Only admins count another user's tickets");
  const user = await prisma.user.findFirst({
    where: { id: userId, idGraf: caller.idGraf },
    select: { profile: true, canSeeAllTickets: true, queues: { select: { queueId: true } } },
  });
  if (!user) throw new AppError("ERR_NO_USER_FOUND", "User not found");
  return { userId, idGraf: caller.idGraf, profile: user.profile, canSeeAllTickets: user.canSeeAllTickets, queueIds: user.queues.map((q) => q.queueId) };
}

/** The badges of the three tabs (and the dashboard's counts) in one query. */
export async function countTickets(caller: Caller, input: CountTicketsInput) {
  const viewer = await viewerOf(caller, input.userId);
  const selection = input.queueIds ?? (input.isToDashBoard ? { queueIds: viewer.queueIds, withoutQueue: false } : undefined);
  const rows = await prisma.ticket.groupBy({
    by: ["status"],
    where: {
      AND: [
        listedTicketWhere(viewer, { visibility: input.showAll ? "all" : "me", queues: withoutQueueAdded(selection, input.withoutQueue) }),
        { OR: TICKET_STATUSES.map(listedStatusWhere) },
      ],
    },
    _count: { _all: true },
  });
  const countOf = (status: TicketStatus) => rows.find((row) => row.status === status)?._count._all ?? 0;
  return { openTicketsCount: countOf("open"), pendingTicketsCount: countOf("pending"), closedTicketsCount: countOf("closed") };
}
