import { prisma } from "@/lib/db/client";
import { IDEMPOTENCY_WINDOW_MS } from "@/lib/public-api/idempotency";

export type Pruned = {
  jobs: number;
  refreshTokens: number;
  authSessions: number;
  ssoTokenUses: number;
  idempotencyKeys: number;
  webhookDeliveries: number;
};

/**
 * Deletes what only grows with use and is no longer needed: jobs finished (done or failed) more
 * than `jobRetentionDays` ago, refresh tokens and sign-ins expired (or ended) for a day, and single sign-on uses whose
 * token expired an hour ago (by then the token itself is refused, so its jti need not be kept), and
 * the public API's Idempotency-Keys past their 24 hours (a repeat after that is a new request), and
 * webhook deliveries settled (delivered or failed) and made more than `jobRetentionDays` ago.
 *
 * A job's key is what keeps an enqueue from happening twice, so a deleted key must never be
 * enqueued again. Every key names something made once or a period: a message's id, chosen in the
 * transaction that enqueues it (send-message, download-media), or a period of recurring work that
 * enqueueForPeriod enqueues only while it is the current one. Retention is at least a day (env.ts),
 * longer than any period, so a key is gone only when nothing can enqueue it again. A webhook
 * delivery's key is enqueued again only by a retry of that delivery, which wants it run again.
 */
export async function pruneFinishedData(jobRetentionDays: number): Promise<Pruned> {
  const jobs = await prisma.$executeRaw`
    DELETE FROM "Job"
    WHERE COALESCE("doneAt", "failedAt") < now() - make_interval(secs => ${Math.round(jobRetentionDays * 86_400)})`;
  const refreshTokens =
    await prisma.$executeRaw`DELETE FROM "RefreshToken" WHERE "expiresAt" < now() - interval '1 day'`;
  const authSessions =
    await prisma.$executeRaw`DELETE FROM "AuthSession" WHERE COALESCE("endedAt", "expiresAt") < now() - interval '1 day'`;
  const ssoTokenUses =
    await prisma.$executeRaw`DELETE FROM "SsoTokenUse" WHERE "expiresAt" < now() - interval '1 hour'`;
  const idempotencyKeys = await prisma.$executeRaw`
    DELETE FROM "ApiIdempotency" WHERE "createdAt" < now() - make_interval(secs => ${IDEMPOTENCY_WINDOW_MS / 1000})`;
  const webhookDeliveries = await prisma.$executeRaw`
    DELETE FROM "WebhookDelivery"
    WHERE "status" <> 'pending' AND "createdAt" < now() - make_interval(secs => ${Math.round(jobRetentionDays * 86_400)})`;
  return { jobs, refreshTokens, authSessions, ssoTokenUses, idempotencyKeys, webhookDeliveries };
}
