import { prisma } from "@/lib/db/client";
import { readEnv } from "@/lib/config/env";
import { defineRecurringJob, enqueueForPeriod } from "@/lib/jobs/recurring";
import { pruneFinishedData } from "@/lib/lifecycle/prune-finished-data";
import { makeTenant } from "@/tests/support/factories";

// What grows with use is pruned: finished jobs after JOB_RETENTION_DAYS, expired refresh tokens
// and single sign-on uses; nothing still needed goes, and no job key can come back.
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function job(key: string, finished: { doneAt?: Date; failedAt?: Date }) {
  return prisma.job.create({ data: { queue: "test", key, payload: {}, ...finished } });
}

test("finished jobs older than the retention go; recent, unfinished and in-flight jobs stay", async () => {
  await job("old-done", { doneAt: ago(8 * DAY) });
  await job("old-failed", { failedAt: ago(8 * DAY) });
  await job("recent-done", { doneAt: ago(6 * DAY) });
  await prisma.job.create({
    data: { queue: "test", key: "old-waiting", payload: {}, runAt: ago(30 * DAY), createdAt: ago(30 * DAY) },
  });

  expect((await pruneFinishedData(7)).jobs).toBe(2);
  const left = await prisma.job.findMany({ where: { queue: "test" }, select: { key: true }, orderBy: { key: "asc" } });
  expect(left.map((row) => row.key)).toEqual(["old-waiting", "recent-done"]);
});

test("settled webhook deliveries older than the retention go; recent and pending ones stay", async () => {
  const { idGraf } = await makeTenant();
  const endpoint = await prisma.webhookEndpoint.create({
    data: {
      id: `prune-${idGraf}`,
      idGraf,
      url: "http://93.184.215.14/",
      events: ["contact.created"],
      secret: "whsec_x",
    },
  });
  const delivery = (webhookId: string, status: string, createdAt: Date) =>
    prisma.webhookDelivery.create({
      data: { endpointId: endpoint.id, idGraf, eventType: "contact.created", webhookId, status, createdAt },
    });
  await delivery("old-delivered", "delivered", ago(8 * DAY));
  await delivery("old-failed", "failed", ago(8 * DAY));
  await delivery("old-pending", "pending", ago(8 * DAY));
  await delivery("recent-delivered", "delivered", ago(6 * DAY));

  await pruneFinishedData(7);
  const left = await prisma.webhookDelivery.findMany({ where: { idGraf }, orderBy: { webhookId: "asc" } });
  expect(left.map((row) => row.webhookId)).toEqual(["old-pending", "recent-delivered"]);
});

test("a period's job is kept while its period can still be enqueued, so recurring work runs once per period", async () => {
  const queue = `period-${Date.now()}`;
  const job = defineRecurringJob({ queue, everyMs: 5 * 60_000, run: async () => undefined });
  await enqueueForPeriod(job);
  await prisma.job.updateMany({ where: { queue }, data: { doneAt: new Date() } });
  await pruneFinishedData(readEnv().JOB_RETENTION_DAYS);
  await enqueueForPeriod(job);
  expect(await prisma.job.count({ where: { queue } })).toBe(1);
});

test("the retention cannot be set below a day", () => {
  expect(() => readEnv({ ...process.env, JOB_RETENTION_DAYS: "0.001" })).toThrow(/JOB_RETENTION_DAYS/);
  expect(readEnv({ ...process.env, JOB_RETENTION_DAYS: undefined }).JOB_RETENTION_DAYS).toBe(7);
});

test("expired refresh tokens, sign-ins over for a day, old sign-on uses and Idempotency-Keys go; live ones stay", async () => {
  const { admin, idGraf } = await makeTenant();
  const token = (id: string, expiresAt: Date) =>
    prisma.refreshToken.create({ data: { id, userId: admin.id, familyId: id, tokenHash: `hash-${id}`, expiresAt } });
  await token(`expired-${idGraf}`, ago(2 * DAY));
  await token(`live-${idGraf}`, new Date(Date.now() + DAY));
  const signIn = (id: string, expiresAt: Date, endedAt: Date | null = null) =>
    prisma.authSession.create({ data: { id: `${id}-${idGraf}`, userId: admin.id, expiresAt, endedAt } });
  await signIn("expired", ago(2 * DAY));
  await signIn("logged-out", new Date(Date.now() + DAY), ago(2 * DAY));
  await signIn("going", new Date(Date.now() + DAY));
  await prisma.ssoTokenUse.createMany({
    data: [
      { idGraf, jti: "old", expiresAt: ago(2 * 3_600_000) },
      { idGraf, jti: "fresh", expiresAt: new Date(Date.now() + 60_000) },
    ],
  });
  const apiKeyId = `key-${idGraf}`;
  await prisma.apiKey.create({
    data: { id: apiKeyId, idGraf, name: "ERP", scopes: [], keyHash: `hash-${idGraf}`, createdById: admin.id },
  });
  await prisma.apiIdempotency.createMany({
    data: [
      { apiKeyId, key: "yesterday", createdAt: ago(DAY + 60_000) },
      { apiKeyId, key: "today", createdAt: ago(60_000) },
    ],
  });

  const pruned = await pruneFinishedData(7);
  expect(pruned).toMatchObject({ refreshTokens: 1, authSessions: 2, ssoTokenUses: 1, idempotencyKeys: 1 });
  expect((await prisma.apiIdempotency.findMany({ where: { apiKeyId } })).map((k) => k.key)).toEqual(["today"]);
  expect((await prisma.authSession.findMany({ where: { userId: admin.id } })).map((s) => s.id)).toEqual([
    `going-${idGraf}`,
  ]);
  expect((await prisma.refreshToken.findMany({ where: { userId: admin.id } })).map((t) => t.id)).toEqual([
    `live-${idGraf}`,
  ]);
  expect((await prisma.ssoTokenUse.findMany({ where: { idGraf } })).map((u) => u.jti)).toEqual(["fresh"]);
});
