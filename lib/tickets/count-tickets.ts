import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { CountTicketsInput } from "./schemas";
import { countListedTickets } from "./ticket-counts";
import { withoutQueueAdded, type Viewer } from "./ticket-visibility";

async function viewerOf(caller: Caller, userId: number): Promise<Viewer> {
  if (userId === caller.userId) return caller;
  if (!isAdmin(caller)) throw new AppError("ERR_NO_PERMISSION", "Only admins count another user's tickets");
  const user = await prisma.user.findFirst({
    where: { id: userId, idGraf: caller.idGraf },
    select: { profile: true, canSeeAllTickets: true, queues: { select: { queueId: true } } },
  });
  if (!user) throw new AppError("ERR_NO_USER_FOUND", "User not found");
  return {
    userId,
    idGraf: caller.idGraf,
    profile: user.profile,
    canSeeAllTickets: user.canSeeAllTickets,
    queueIds: user.queues.map((q) => q.queueId),
  };
}

/**
 * The badges of the three tabs (and the dashboard's counts): each tab counted with the where of its
 * list, side by side, from the counts the database keeps (ticket-counts.ts).
 */
export async function countTickets(caller: Caller, input: CountTicketsInput) {
  const viewer = await viewerOf(caller, input.userId);
  // A user in no department has none to filter by (like the ticket manager's default filter).
  const ownQueues =
    input.isToDashBoard && viewer.queueIds.length ? { queueIds: viewer.queueIds, withoutQueue: false } : undefined;
  const selection = input.queueIds ?? ownQueues;
  const filter = {
    visibility: input.showAll ? "all" : "me",
    queues: withoutQueueAdded(selection, input.withoutQueue),
  } as const;
  const counts = await countListedTickets(viewer, filter, ["open", "pending", "closed"]);
  return { openTicketsCount: counts.open, pendingTicketsCount: counts.pending, closedTicketsCount: counts.closed };
}
