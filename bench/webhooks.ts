// Outbound webhooks under inbound traffic: PER_SECOND (50) messages a second through the simulator
// API of one server process, for SECONDS (20), to a tenant with three endpoints subscribed to
// message.received, each a receiver on loopback in this process (WEBHOOK_PRIVATE_HOSTS lets the
// server reach them). Prints the time from the message's commit (its createdAt, in the body) to
// each delivery's arrival, and the server's and PostgreSQL's CPU per delivery. One second of
// messages warms the server up before the measured run; BENCH_CPU_PROF=<dir> profiles the server.
// Target: p99 at most 500 ms. Needs a built
// app (npm run build) and PostgreSQL.
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/webhooks.ts [perSecond] [seconds]
import http from "node:http";
import type { AddressInfo } from "node:net";
import { prisma } from "@/lib/db/client";
import { startServer } from "@/tests/e2e/support/server";
import { benchDatabase } from "./support/bench-database";
import { benchServerEnv, benchTenant } from "./support/bench-server";
import { call } from "./support/light-client";
import { percentile } from "./support/percentiles";
import { cpuSeconds } from "./support/process-cpu";

const PER_SECOND = Number(process.argv[2] ?? 50);
const SECONDS = Number(process.argv[3] ?? 20);
const ENDPOINTS = 3;
const CONTACTS = 50;

/** A receiver on loopback: answers 200 at once and notes, per delivery, commit-to-arrival in ms. */
async function startReceiver(onDelivery: (ms: number, body: string) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const arrived = Date.now();
      res.end();
      const body = Buffer.concat(chunks).toString();
      const { data } = JSON.parse(body) as { data: { createdAt: string } };
      onDelivery(arrived - Date.parse(data.createdAt), body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function main() {
  const database = await benchDatabase("PostgreSQL");
  const env = benchServerEnv(database.url);
  const latencies: number[] = [];
  let measuring = false;
  const bodies = new Set<string>();
  const receivers = await Promise.all(
    Array.from({ length: ENDPOINTS }, () =>
      startReceiver((ms, body) => {
        if (!measuring) return;
        latencies.push(ms);
        bodies.add(body);
      }),
    ),
  );
  const server = await startServer({
    optimized: true,
    env: {
      ...env,
      WEBHOOK_PRIVATE_HOSTS: receivers.map((receiver) => receiver.host).join(","),
    },
  });
  try {
    const { tenant: home, queue, headers } = await benchTenant("Home");
    const api = async (path: string, body: unknown) => {
      const answer = await call(`${server.url}${path}`, "POST", headers, JSON.stringify(body));
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${answer.text}`);
      return answer;
    };
    await api("/api/whatsapp", { name: "Bench", provider: "simulator", defaultDepartment: queue.id });
    const { id: connectionId } = await prisma.whatsapp.findFirstOrThrow({ where: { idGraf: home.idGraf } });
    await api(`/api/simulator/${connectionId}/scan`, {});
    for (const receiver of receivers)
      await api("/api/webhook-endpoints", { url: `http://${receiver.host}/hooks`, events: ["message.received"] });

    const inbound = (id: string, contact: number, body: string) =>
      api(`/api/simulator/${connectionId}/inbound`, {
        id,
        from: `55119${String(6000000 + contact).padStart(8, "0")}`,
        body,
      });
    // One second's messages, one per contact, each opening its ticket: not counted.
    await Promise.all(Array.from({ length: PER_SECOND }, (_, i) => inbound(`WARM-${i}`, i % CONTACTS, `warm-${i}`)));
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const databaseName = new URL(database.url).pathname.slice(1);
    const serverCpu = () => cpuSeconds({ environ: `DATA_DIR=${server.dataDir}` });
    const postgresCpu = () => cpuSeconds({ cmdline: `postgres ${databaseName}` });
    const before = { server: serverCpu(), postgres: postgresCpu() };
    measuring = true;
    const total = PER_SECOND * SECONDS;
    const calls: Promise<unknown>[] = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = start + (i * 1000) / PER_SECOND - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      calls.push(inbound(`WH-${i}`, i % CONTACTS, `bench-${i}`));
    }
    const late = Math.round(performance.now() - start - (total - 1) * (1000 / PER_SECOND));
    await Promise.all(calls);
    const expected = total * ENDPOINTS;
    const deadline = performance.now() + 30_000;
    while (latencies.length < expected && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const elapsed = (performance.now() - start) / 1000;
    const used = { server: serverCpu() - before.server, postgres: postgresCpu() - before.postgres };
    const perDelivery = (seconds: number) => ((seconds * 1000) / latencies.length).toFixed(2);
    const round = (ms: number) => Math.round(ms);
    console.log(
      `${total} messages at ${PER_SECOND}/s over ${SECONDS} s (the last sent ${late} ms late), ${ENDPOINTS} endpoints: ` +
        `${latencies.length} deliveries of ${expected} expected, ${bodies.size} distinct`,
    );
    console.log(
      `commit -> delivery: p50 ${round(percentile(latencies, 0.5))} ms, p95 ${round(percentile(latencies, 0.95))} ms, ` +
        `p99 ${round(percentile(latencies, 0.99))} ms, max ${round(Math.max(...latencies))} ms (target p99 <= 500 ms)`,
    );
    console.log(
      `CPU over ${elapsed.toFixed(1)} s: server ${used.server.toFixed(1)} s, PostgreSQL ${used.postgres.toFixed(1)} s; ` +
        `per delivery: server ${perDelivery(used.server)} ms, PostgreSQL ${perDelivery(used.postgres)} ms`,
    );
    if (latencies.length < expected) process.exitCode = 1;
  } finally {
    await server.stop();
    await Promise.all(receivers.map(({ server: receiver }) => new Promise((resolve) => receiver.close(resolve))));
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
