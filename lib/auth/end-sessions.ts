import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Ends sessions of a user at once. By default every one (deactivation, a new password or profile
 * given by an admin): the token version is raised, so every token and browser session of the user
 * is refused on its next request. With `keep` (the user changed their own password from that
 * sign-in): every other sign-in ends and the one in use goes on. Refresh tokens of what ended are
 * revoked.
 */
export async function endSessions(
  tx: Prisma.TransactionClient,
  userId: number,
  options: { keep?: string | undefined } = {},
) {
  const now = new Date();
  const keeping = "keep" in options;
  const others = options.keep ? { not: options.keep } : undefined;
  if (!keeping) await tx.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
  await tx.authSession.updateMany({ where: { userId, endedAt: null, id: others }, data: { endedAt: now } });
  await tx.refreshToken.updateMany({ where: { userId, revokedAt: null, familyId: others }, data: { revokedAt: now } });
}
