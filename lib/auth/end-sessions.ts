import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Ends every session of a user at once: access tokens and browser sessions carry the token
 * version, so raising it refuses them on the next request; refresh tokens are revoked.
 */
export async function endSessions(tx: Prisma.TransactionClient, userId: number) {
  await tx.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
  await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
