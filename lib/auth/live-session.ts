import { prisma } from "@/lib/db/client";

/** A sign-in of this user that has neither ended (logout, password changed elsewhere) nor expired. */
export function liveSession(sessionId: string, userId: number) {
  return prisma.authSession.findFirst({
    where: { id: sessionId, userId, endedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, expiresAt: true },
  });
}

/**
 * Whether a browser session's cookie still stands for a live sign-in: its user active at the same
 * token version, its sign-in (`sid`) neither ended by logout nor expired. A cookie outlives its
 * logout in the browser that kept a copy.
 */
export async function cookieStillSignedIn(token: { sub?: string; sid?: unknown; tv?: unknown }) {
  const userId = Number(token.sub);
  if (!Number.isInteger(userId) || typeof token.sid !== "string") return false;
  const [user, session] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { status: true, tokenVersion: true } }),
    liveSession(token.sid, userId),
  ]);
  return !!user?.status && user.tokenVersion === token.tv && !!session;
}
