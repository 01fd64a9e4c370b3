import { menuTimeoutJob } from "@/lib/chatbot/menu-timeout-job";
import { prisma } from "@/lib/db/client";
import { autocommit } from "@/lib/db/sql-transaction";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { enqueue } from "@/lib/jobs/job-queue";
import { JobRunner } from "@/lib/jobs/job-runner";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { assignInQueues, assignTickets } from "@/lib/queues/assign-tickets";
import { assignTicketsJob } from "@/lib/tickets/assign-tickets-job";
import { JOBS } from "@/server/job-list";
import { captureLog } from "@/tests/support/captured-log";
import { makeDesk } from "@/tests/support/ticket-factories";

// A job's payload is parsed with its definition's schema when the job is claimed: a payload that
// does not fit fails that job for good, with the reason, and the runner goes on with the others.

test("a job whose payload does not fit its schema fails at once with the reason logged; the queue's next job runs", async () => {
  const { queue } = menuTimeoutJob;
  await prisma.$executeRaw`
    INSERT INTO "Job" ("queue", "key", "payload") VALUES (${queue}, 'payload-bad', '{"ticketId": "seven"}'::jsonb)`;
  await enqueue(prisma, menuTimeoutJob, { ticketId: 0, menuMessageId: 0 }, { key: "payload-good" });
  const log = captureLog();
  try {
    await new JobRunner([menuTimeoutJob]).drain();
  } finally {
    log.restore();
  }

  const bad = await prisma.job.findUniqueOrThrow({ where: { key: "payload-bad" } });
  expect(bad).toMatchObject({ attempts: 1, failedAt: expect.any(Date), doneAt: null, lockedAt: null });
  expect(bad.lastError).toContain(queue);
  expect(bad.lastError).toMatch(/ticketId/);
  expect(bad.lastError).toMatch(/menuMessageId/);
  const errors = log.lines.filter((line) => line.level === "error");
  expect(errors).toEqual([
    expect.objectContaining({ queue, job: String(bad.id), msg: expect.stringContaining(queue) }),
  ]);
  expect(errors[0].msg).toContain(bad.lastError);

  expect(await prisma.job.findUniqueOrThrow({ where: { key: "payload-good" } })).toMatchObject({
    attempts: 1,
    doneAt: expect.any(Date),
    failedAt: null,
  });
});

test("the payloads SQL writes (a received file's download, a reply's send) fit their jobs' schemas", async () => {
  const desk = await makeDesk();
  const connection = { id: desk.whatsappId, idGraf: desk.idGraf };
  const received = (await receiveMessage(connection, {
    id: `PAYLOAD-${Date.now()}`,
    chatId: "5511955554444",
    isGroup: false,
    fromMe: false,
    contact: { number: "5511955554444" },
    kind: "image",
    body: "",
    media: { mimetype: "image/jpeg" },
    timestamp: new Date(),
    raw: { test: true },
  }))!;
  const reply = await storeOutbound(
    autocommit(),
    { id: received.ticketId, idGraf: desk.idGraf, whatsappId: desk.whatsappId },
    { body: "Recebido" },
  );

  const jobs = await prisma.job.findMany({
    where: { key: { in: [`download-media:${received.messageId}`, `send-message:${reply.id}`] } },
    orderBy: { key: "asc" },
  });
  const parsed = jobs.map((job) =>
    JOBS.find((definition) => definition.queue === job.queue)!.payload.parse(job.payload),
  );
  expect(parsed).toEqual([{ messageId: received.messageId, mimetype: "image/jpeg" }, { messageId: reply.id }]);
});

test("the payload the webhook triggers write fits the delivery job's schema", async () => {
  const desk = await makeDesk();
  await prisma.webhookEndpoint.create({
    data: {
      id: `payload-${desk.idGraf}`,
      idGraf: desk.idGraf,
      url: "http://93.184.215.14/hooks",
      events: ["contact.created"],
      secret: "whsec_payload",
    },
  });
  const contact = await prisma.contact.create({ data: { idGraf: desk.idGraf, name: "Ana", number: "5511944443333" } });
  const delivery = await prisma.webhookDelivery.findFirstOrThrow({
    where: { idGraf: desk.idGraf, subjectId: contact.id },
  });
  const job = await prisma.job.findUniqueOrThrow({ where: { key: `deliver-webhook:${delivery.id}` } });
  expect(job.idGraf).toBe(desk.idGraf);
  const definition = JOBS.find((candidate) => candidate.queue === job.queue)!;
  expect(definition.payload.parse(job.payload)).toEqual({ deliveryId: String(delivery.id) });
});

test("the payload a round-robin department's assignment writes fits the assign-tickets job's schema", async () => {
  const desk = await makeDesk();
  await prisma.queue.update({ where: { id: desk.queueId }, data: { assignment: "round_robin" } });
  await assignInQueues(prisma, desk.idGraf, [desk.queueId, desk.otherQueueId]);

  const jobs = await prisma.job.findMany({ where: { queue: assignTickets.queue, idGraf: desk.idGraf } });
  expect(jobs.map((job) => assignTicketsJob.payload.parse(job.payload))).toEqual([{ queueId: desk.queueId }]);
});
