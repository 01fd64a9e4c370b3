import { canSeeAllTickets, isAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import type { Viewer } from "@/lib/tickets/ticket-visibility";
import { adminsRoom, queueRoom, seeAllRoom, tenantRoom, userRoom } from "./rooms";

/**
 * The rooms a user's sockets belong to, from the same facts as the ticket visibility policy
 * (lib/tickets/ticket-visibility.ts): their tenant and their own room; admins' room; the
 * tenant-wide ticket room for those who may see all tickets, else the rooms of their queues.
 */
export function memberRooms(viewer: Viewer): string[] {
  const rooms = [tenantRoom(viewer.idGraf), userRoom(viewer.userId)];
  if (isAdmin(viewer)) rooms.push(adminsRoom(viewer.idGraf));
  if (canSeeAllTickets(viewer)) rooms.push(seeAllRoom(viewer.idGraf));
  else rooms.push(...viewer.queueIds.map(queueRoom));
  return rooms;
}

export type Member = Viewer & { tokenVersion: number; liveSessionIds: string[] };

/** A user as their sockets need them now (with their sign-ins still going), or null when they no longer exist or are inactive. */
export async function loadMember(userId: number): Promise<Member | null> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      idGraf: true,
      profile: true,
      canSeeAllTickets: true,
      status: true,
      tokenVersion: true,
      queues: { select: { queueId: true } },
      authSessions: { where: { endedAt: null, expiresAt: { gt: new Date() } }, select: { id: true } },
    },
  });
  if (!user?.status) return null;
  const { id, queues, authSessions, status: _active, ...rest } = user;
  return { ...rest, userId: id, queueIds: queues.map((q) => q.queueId), liveSessionIds: authSessions.map((s) => s.id) };
}
