import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { logger } from "@/lib/process/logger";
import { serviceOr } from "@/lib/process/registry";
import { socketServer } from "@/lib/realtime/emitter";
import { countSessionsByStatus } from "./count-sessions-by-status";
import { readJobBacklog, type QueueBacklog } from "./read-job-backlog";

// The process's Prometheus metrics (prom-client), served by GET /metrics (server/metrics-endpoint.ts).
// Each process has its own: Prometheus scrapes every process, and sums them. Counters move with
// domain events (lib/listeners/count-messages.ts), the request histogram with each request
// (server/observe-request.ts); gauges are read from the process and the database at each scrape.
declare module "@/lib/process/registry" {
  interface ProcessServices {
    metrics: Metrics;
  }
}

export type Metrics = ReturnType<typeof createMetrics>;

// From 1 ms: the inbox's reads take a few milliseconds, uploads and media up to seconds.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A gauge's value read at scrape time; a failed read (database down) leaves it out and is logged. */
async function readOr<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logger().warn({ err: error }, `metrics: could not read ${what}`);
    return undefined;
  }
}

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // The event loop's lag is sampled by a timer: prom-client's 10 ms woke an idle process 100 times a
  // second, a third of its CPU (bench/idle.ts). Every 100 ms still catches any stall of 100 ms or
  // more, half what the saturation alert watches for (docs/OPERATIONS.md).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });

  // Both job gauges come from one query per scrape: a scrape asks them together, the second
  // while the first one's query runs.
  let backlog: Promise<QueueBacklog[] | undefined> | undefined;
  const jobBacklog = () => (backlog ??= readOr("the job backlog", readJobBacklog).finally(() => (backlog = undefined)));
  const backlogGauge = (name: string, help: string, value: (row: QueueBacklog) => number) => {
    const gauge: Gauge<"queue"> = new Gauge({
      name,
      help,
      labelNames: ["queue"],
      registers,
      async collect() {
        const rows = await jobBacklog();
        gauge.reset();
        for (const row of rows ?? []) gauge.set({ queue: row.queue }, value(row));
      },
    });
  };
  backlogGauge(
    "atende_jobs_waiting",
    "Jobs due and not finished (waiting for a runner or running), by queue",
    (row) => row.waiting,
  );
  backlogGauge(
    "atende_jobs_oldest_seconds",
    "How long the oldest job due and not finished has been due, by queue",
    (row) => row.oldestSeconds,
  );

  const sessions: Gauge<"status"> = new Gauge({
    name: "atende_whatsapp_sessions",
    help: "WhatsApp connections this process answers for, by their session's status",
    labelNames: ["status"],
    registers,
    async collect() {
      const counts = await readOr("the sessions", countSessionsByStatus);
      sessions.reset();
      counts?.forEach((count, status) => sessions.set({ status }, count));
    },
  });
  const sockets: Gauge = new Gauge({
    name: "atende_sockets_connected",
    help: "Socket.IO clients connected to this process",
    registers,
    collect: () => sockets.set(socketServer()?.of("/").sockets.size ?? 0),
  });

  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    received: new Counter({
      name: "atende_messages_received_total",
      help: "Messages received from contacts",
      registers,
    }),
    sent: new Counter({
      name: "atende_messages_sent_total",
      help: "Messages the provider took for sending (replies, bot, schedules, bulk)",
      registers,
    }),
    sendFailures: new Counter({
      name: "atende_send_failures_total",
      help: "Sends that failed for good, after their retries",
      registers,
    }),
  };
}

export const metrics = (): Metrics => serviceOr("metrics", createMetrics);
