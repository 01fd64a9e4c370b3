import { POST as bulkRoute } from "@/app/api/bulkMessage/route";
import { POST as saveSettingsRoute } from "@/app/api/settingsMessage/route";
import { POST as sendRoute } from "@/app/api/messages/[id]/route";
import { prisma } from "@/lib/db/client";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { enqueue } from "@/lib/jobs/job-queue";
import { JobRunner, installJobRunner } from "@/lib/jobs/job-runner";
import { metrics } from "@/lib/metrics/metrics";
import { inboundSchema } from "@/lib/whatsapp/simulator/simulator-inbound";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call, idParam } from "@/tests/support/factories";
import { drainDue } from "@/tests/support/send-runners";
import { liveSimulators } from "@/tests/support/simulated-sends";
import { makeDesk } from "@/tests/support/ticket-factories";
import { testJob } from "@/tests/support/test-jobs";

// GET /metrics' figures as the process keeps them: counters moved by the domain events of the real
// flows (a contact's message, a reply, a failed send, a bulk row), gauges read at scrape time.
const pairedSimulator = liveSimulators();

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;

const value = async (name: string, labels: Record<string, string> = {}) => {
  const metric = await metrics().registry.getSingleMetric(name)!.get();
  const found = metric.values.filter((v) =>
    Object.entries(labels).every(([key, wanted]) => String(v.labels[key]) === wanted),
  );
  return found.reduce((sum, v) => sum + v.value, 0);
};

/** How much `name` moved while `work` ran. */
async function moved(name: string, work: () => Promise<unknown>) {
  const before = await value(name);
  await work();
  return (await value(name)) - before;
}

const contactWrites = (from: string, body = "Oi") => simulator.receiveInput(inboundSchema.parse({ from, body }));

/** The contact's ticket, accepted by the admin. */
async function ticketOf(number: string) {
  const ticket = await prisma.ticket.findFirstOrThrow({ where: { idGraf: desk.idGraf, contact: { number } } });
  return prisma.ticket.update({ where: { id: ticket.id }, data: { status: "open", userId: desk.admin.id } });
}

const reply = async (ticketId: number, body: string) => {
  const res = await call(sendRoute, {
    method: "POST",
    headers: desk.admin.headers,
    params: idParam(ticketId),
    body: { body },
  });
  expect(res).toMatchObject({ status: 201 });
};

beforeAll(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
});

test("every metric the issue names is exposed, with the process's defaults", async () => {
  const text = await metrics().registry.metrics();
  const names = [
    "http_request_duration_seconds histogram",
    "atende_sockets_connected gauge",
    "atende_jobs_waiting gauge",
    "atende_jobs_oldest_seconds gauge",
    "atende_messages_received_total counter",
    "atende_messages_sent_total counter",
    "atende_send_failures_total counter",
    "atende_whatsapp_sessions gauge",
    "process_cpu_seconds_total counter",
    "process_resident_memory_bytes gauge",
    "nodejs_eventloop_lag_seconds gauge",
  ];
  for (const name of names) expect(text).toContain(`# TYPE ${name}`);
});

test("a contact's message moves atende_messages_received_total; one sent from the business's own phone does not", async () => {
  expect(await moved("atende_messages_received_total", () => contactWrites("5511955550001"))).toBe(1);
  const own = {
    id: `OWN-${Date.now()}`,
    chatId: "5511955550001",
    isGroup: false,
    fromMe: true,
    contact: { number: "5511955550001" },
    kind: "conversation" as const,
    body: "Sent from the phone",
    timestamp: new Date(),
    raw: {},
  };
  const connection = { id: desk.whatsappId, idGraf: desk.idGraf };
  expect(
    await moved("atende_messages_received_total", () =>
      takeInProviderEvents(connection, [{ type: "message", message: own }]),
    ),
  ).toBe(0);
});

test("a reply the provider took moves atende_messages_sent_total; one failing every attempt moves atende_send_failures_total", async () => {
  await contactWrites("5511955550002");
  const ticket = await ticketOf("5511955550002");
  expect(
    await moved("atende_messages_sent_total", async () => {
      await reply(ticket.id, "Bom dia");
      await drainDue();
    }),
  ).toBe(1);

  simulator.failNextSends(5);
  const sentBefore = await value("atende_messages_sent_total");
  expect(
    await moved("atende_send_failures_total", async () => {
      await reply(ticket.id, "Não vai");
      await drainDue();
    }),
  ).toBe(1);
  expect(await value("atende_messages_sent_total")).toBe(sentBefore);
});

test("bulk rows count as sent, or as failures once out of retries", async () => {
  const settings = { whatsappId: desk.whatsappId, limit: 100, minutes: 0, seconds: 0 };
  expect((await call(saveSettingsRoute, { method: "POST", headers: desk.admin.headers, body: settings })).status).toBe(
    200,
  );
  const rows = ["5511955551001", "5511955551002"].map((phone) => ({
    phone,
    message: "Promoção",
    whatsappId: desk.whatsappId,
  }));
  const sent = await value("atende_messages_sent_total");
  const failed = await value("atende_send_failures_total");
  // The first row's three attempts fail (retried 2 s, then 4 s later); the second goes.
  simulator.failNextSends(3);
  const posted = await call(bulkRoute, { method: "POST", headers: desk.admin.headers, body: rows });
  expect(posted.status).toBe(201);
  const batchId = posted.json.batches[0].id as number;
  for (
    let done = false;
    !done;
    done = (await prisma.bulkMessageBatch.findUniqueOrThrow({ where: { id: batchId } })).status === "done"
  ) {
    await drainDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect((await value("atende_messages_sent_total")) - sent).toBe(1);
  expect((await value("atende_send_failures_total")) - failed).toBe(1);
});

test("the job gauges show, per queue of the runner, the jobs due and how long the oldest has waited", async () => {
  installJobRunner(new JobRunner([testJob("metrics-test"), testJob("metrics-idle")]));
  try {
    await enqueue(prisma, testJob("metrics-test"), {}, { runAt: new Date(Date.now() - 90_000) });
    await enqueue(prisma, testJob("metrics-test"), {});
    // Not due yet: not waiting.
    await enqueue(prisma, testJob("metrics-test"), {}, { runAt: new Date(Date.now() + 60_000) });
    await metrics().registry.metrics();
    expect(await value("atende_jobs_waiting", { queue: "metrics-test" })).toBe(2);
    expect(await value("atende_jobs_oldest_seconds", { queue: "metrics-test" })).toBeGreaterThanOrEqual(90);
    expect(await value("atende_jobs_waiting", { queue: "metrics-idle" })).toBe(0);
  } finally {
    installJobRunner(undefined);
    await prisma.job.deleteMany({ where: { queue: "metrics-test" } });
  }
});

test("the sessions gauge counts the connections by their session's status", async () => {
  const connected = await prisma.whatsapp.count({ where: { status: "CONNECTED" } });
  await prisma.whatsapp.create({
    data: { idGraf: desk.idGraf, name: "Off", provider: "simulator", status: "DISCONNECTED" },
  });
  const disconnected = await prisma.whatsapp.count({ where: { status: "DISCONNECTED" } });
  await metrics().registry.metrics();
  expect(await value("atende_whatsapp_sessions", { status: "CONNECTED" })).toBe(connected);
  expect(await value("atende_whatsapp_sessions", { status: "DISCONNECTED" })).toBe(disconnected);
  expect(connected).toBeGreaterThan(0);
  expect(await value("atende_whatsapp_sessions", { status: "PAIRING" })).toBe(0);
});
