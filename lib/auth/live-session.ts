import { prisma } from "@/lib/db/client";

/** A sign-in of this user that has neither ended (logout, password changed elsewhere) nor expired. */
export function liveSession(sessionId: string, userId: number) {
  return prisma.authSession.findFirst({
    where: { id: sessionId, userId, endedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, expiresAt: true },
  });
}
