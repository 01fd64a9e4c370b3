import { POST as saveSettingsRoute } from "@/app/api/settingsMessage/route";
import type { Caller } from "@/lib/auth/caller";
import { enqueueBulkPacer } from "@/lib/bulk/bulk-queue";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { claim, complete, enqueue } from "@/lib/jobs/job-queue";
import { installJobRunner } from "@/lib/jobs/job-runner";
import { sendMessage } from "@/lib/messages/send-message";
import { call } from "@/tests/support/factories";
import { sendsRunner } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeDesk } from "@/tests/support/ticket-factories";
import { testJob } from "@/tests/support/test-jobs";

// The job queue is shared by every tenant: one tenant's backlog or long-running work must not
// hold back another tenant's replies.
const pairedSimulator = liveSimulators();

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function backlog(queue: string, idGraf: number, count: number) {
  await prisma.$executeRaw`
    INSERT INTO "Job" ("queue", "idGraf", "payload", "runAt")
    SELECT ${queue}, ${idGraf}, '{}'::jsonb, now() - interval '1 hour' + make_interval(secs => i / 1000.0) FROM generate_series(1, ${count}) AS i`;
}

test("claims serve tenants in turn: 10,000 due jobs of one tenant do not hold back another tenant's later job", async () => {
  const [a, b] = [await makeDesk(), await makeDesk()];
  await backlog("fair-turns", a.idGraf, 10_000);
  await enqueue(prisma, testJob("fair-turns"), {}, { idGraf: b.idGraf });
  const claimed = (await claim("fair-turns", 4)).jobs;
  expect(claimed).toHaveLength(4);
  expect(claimed.filter((job) => job.idGraf === b.idGraf)).toHaveLength(1);
});

test("a tenant runs at most its cap of jobs of a queue at once; another tenant's job still gets a slot", async () => {
  const [a, b] = [await makeDesk(), await makeDesk()];
  await backlog("fair-cap", a.idGraf, 50);
  const first = (await claim("fair-cap", 10, 3)).jobs;
  expect(first.map((job) => job.idGraf)).toEqual([a.idGraf, a.idGraf, a.idGraf]);
  await enqueue(prisma, testJob("fair-cap"), {}, { idGraf: b.idGraf });
  const second = (await claim("fair-cap", 10, 3)).jobs;
  expect(second.map((job) => job.idGraf)).toEqual([b.idGraf]);
  await complete(first[0].id);
  expect((await claim("fair-cap", 10, 3)).jobs.map((job) => job.idGraf)).toEqual([a.idGraf]);
});

test("one tenant's bulk send of 10,000 rows does not delay another tenant's reply", async () => {
  const a = await makeDesk();
  await pairedSimulator(a.whatsappId);
  const pacing = { whatsappId: a.whatsappId, limit: 100_000, minutes: 0, seconds: 0 };
  expect((await call(saveSettingsRoute, { method: "POST", headers: a.admin.headers, body: pacing })).status).toBe(200);
  // What POST /bulkMessage stores for 10,000 rows (the route takes 5,000 per call): a batch, its
  // rows, and the connection's pacer job.
  const batch = await prisma.bulkMessageBatch.create({
    data: { idGraf: a.idGraf, whatsappId: a.whatsappId, total: 10_000 },
  });
  await prisma.$executeRaw`
    INSERT INTO "BulkMessageItem" ("batchId", "whatsappId", "position", "phone", "message")
    SELECT ${batch.id}, ${a.whatsappId}, k, '55118' || lpad(k::text, 8, '0'), 'Promo ' || k FROM generate_series(1, 10000) AS k`;
  await enqueueBulkPacer(prisma, a.whatsappId, a.idGraf);

  const b = await makeDesk();
  const phoneOfB = await pairedSimulator(b.whatsappId);
  const received = await receiveMessage(
    { id: b.whatsappId, idGraf: b.idGraf },
    {
      id: `FAIR-${Date.now()}`,
      chatId: "5511966665555",
      isGroup: false,
      fromMe: false,
      contact: { number: "5511966665555" },
      kind: "conversation",
      body: "Oi",
      timestamp: new Date(),
      raw: {},
    },
  );
  const caller: Caller = {
    userId: b.admin.id,
    idGraf: b.idGraf,
    name: "Bia",
    email: "bia@example.test",
    profile: "admin",
    canSeeAllTickets: true,
    queueIds: [],
  };
  await prisma.ticket.update({ where: { id: received!.ticketId }, data: { status: "open", userId: caller.userId } });

  const bulkSent = () => prisma.bulkMessageItem.count({ where: { whatsappId: a.whatsappId, status: "sent" } });
  const jobs = sendsRunner(50);
  installJobRunner(jobs);
  jobs.start();
  try {
    await until(async () => (await bulkSent()) >= 5);
    const before = await bulkSent();
    const reply = await sendMessage(caller, received!.ticketId, { body: "Já respondo", signature: false });
    await until(() => phoneOfB.outbox().some((item) => item.id === reply.providerMessageId));
    const meanwhile = (await bulkSent()) - before;
    expect(meanwhile).toBeLessThan(15);
  } finally {
    await jobs.stop();
    installJobRunner(undefined);
  }
}, 120_000);
