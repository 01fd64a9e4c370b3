// The public API's send under a steady rate: POST /api/v1/messages by key, PER_SECOND (100) a second
// for SECONDS (30), to CONTACTS (50) numbers on a simulator connection of one server process.
// Prints the latency of each call (sent to its 202) and the server's and PostgreSQL's CPU per send,
// which includes the send job that takes each message to the simulator. One second of sends, one
// per number (each creating its contact and ticket), warms the server up first and is not counted.
// BENCH_CPU_PROF=<dir> profiles the server. Target: p99 at most 150 ms. Needs a built app (npm run build) and PostgreSQL.
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/api-send.ts [perSecond] [seconds]
import { prisma } from "@/lib/db/client";
import { startServer } from "@/tests/e2e/support/server";
import { benchDatabase } from "./support/bench-database";
import { benchServerEnv, benchTenant } from "./support/bench-server";
import { call } from "./support/light-client";
import { percentile } from "./support/percentiles";
import { cpuSeconds } from "./support/process-cpu";

const PER_SECOND = Number(process.argv[2] ?? 100);
const SECONDS = Number(process.argv[3] ?? 30);
const CONTACTS = 50;

async function main() {
  const database = await benchDatabase("PostgreSQL");
  const env = benchServerEnv(database.url);
  const server = await startServer({
    optimized: true,
    env: {
      ...env,
      // The key's limit is not what is measured.
      API_KEY_RATE_PER_MINUTE: String(PER_SECOND * 120),
    },
  });
  try {
    const { tenant: home, queue, headers: admin } = await benchTenant("Home");
    const api = async (path: string, body: unknown, headers = admin) => {
      const answer = await call(`${server.url}${path}`, "POST", headers, JSON.stringify(body));
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${answer.text}`);
      return answer;
    };
    await api("/api/whatsapp", { name: "Bench", provider: "simulator", defaultDepartment: queue.id });
    const { id: connectionId } = await prisma.whatsapp.findFirstOrThrow({ where: { idGraf: home.idGraf } });
    await api(`/api/simulator/${connectionId}/scan`, {});
    // The key is answered in the created key's body, which light-client does not keep on success.
    const created = await fetch(`${server.url}/api/api-keys`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ name: "Bench", scopes: ["messages:send"] }),
    });
    const { key } = (await created.json()) as { key: string };
    const byKey = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const send = (i: number, body: string) =>
      api("/api/v1/messages", { number: `55119${String(5000000 + (i % CONTACTS)).padStart(8, "0")}`, body }, byKey);

    await Promise.all(Array.from({ length: CONTACTS }, (_, i) => send(i, `warm-${i}`)));
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const databaseName = new URL(database.url).pathname.slice(1);
    const serverCpu = () => cpuSeconds({ environ: `DATA_DIR=${server.dataDir}` });
    const postgresCpu = () => cpuSeconds({ cmdline: `postgres ${databaseName}` });
    const before = { server: serverCpu(), postgres: postgresCpu() };
    const total = PER_SECOND * SECONDS;
    const latencies: number[] = [];
    let failed = 0;
    const calls: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = start + (i * 1000) / PER_SECOND - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      calls.push(
        send(i, `bench-${i}`).then(
          () => void latencies.push(performance.now() - sent),
          (error: Error) => {
            if (failed++ < 3) console.log(error.message);
          },
        ),
      );
    }
    const late = Math.round(performance.now() - start - (total - 1) * (1000 / PER_SECOND));
    await Promise.all(calls);
    // The sends the calls enqueued: their CPU counts too.
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      const waiting = await prisma.job.count({ where: { queue: "send-message", doneAt: null, failedAt: null } });
      if (!waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const elapsed = (performance.now() - start) / 1000;
    const used = { server: serverCpu() - before.server, postgres: postgresCpu() - before.postgres };
    const perSend = (seconds: number) => ((seconds * 1000) / total).toFixed(2);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    console.log(
      `${total} sends at ${PER_SECOND}/s over ${SECONDS} s (the last sent ${late} ms late): ${latencies.length} answered 202, ${failed} failed`,
    );
    console.log(
      `call -> 202: p50 ${round(percentile(latencies, 0.5))} ms, p95 ${round(percentile(latencies, 0.95))} ms, ` +
        `p99 ${round(percentile(latencies, 0.99))} ms, max ${round(Math.max(...latencies))} ms (target p99 <= 150 ms)`,
    );
    console.log(
      `CPU over ${elapsed.toFixed(1)} s (until every send job ran): server ${used.server.toFixed(1)} s, PostgreSQL ${used.postgres.toFixed(1)} s; ` +
        `per send: server ${perSend(used.server)} ms, PostgreSQL ${perSend(used.postgres)} ms`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
