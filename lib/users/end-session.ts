import { prisma } from "@/lib/db/client";
import { refreshUserSockets } from "@/lib/realtime/user-sockets";
import { forgetCallers } from "@/lib/auth/caller";

/**
 * Logout: the sign-in ends at once on every process. Its refresh tokens are revoked, its access
 * tokens and browser session are refused from the next request (the kept caller is forgotten
 * everywhere), and its sockets are closed. The user's other sign-ins go on.
 */
export async function endSession(sessionId: string, userId: number) {
  const now = new Date();
  await prisma.$transaction([
    prisma.authSession.updateMany({ where: { id: sessionId, userId, endedAt: null }, data: { endedAt: now } }),
    prisma.refreshToken.updateMany({
      where: { familyId: sessionId, userId, revokedAt: null },
      data: { revokedAt: now },
    }),
  ]);
  forgetCallers([userId]);
  await refreshUserSockets(userId);
}
