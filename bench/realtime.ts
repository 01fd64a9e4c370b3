// Realtime across two server processes on one PostgreSQL: 500 signed-in sockets split over both,
// inbound messages at a steady rate through the simulator API of either process, and the time from
// the provider event (the simulator call) to the message's arrival at each permitted socket. A
// second tenant's sockets must receive nothing. Needs a built app (npm run build).
// The sockets live in RECEIVERS separate processes (bench/support/realtime-receiver.ts), apart from
// this one, which makes the calls and keeps the figures: a receiver that falls behind would add its
// own lag to every figure, so each reports its event-loop lag. BENCH_CLIENT=socket.io uses
// socket.io-client (full parse of every event, as a browser) instead of the lean raw client.
// BENCH_CPU_PROF=<dir> writes a CPU profile of each server process there. Before the measured run,
// BENCH_WARM_UP seconds (60 unless set) of messages at the same rate from other contacts warm the
// servers up, as on a server that has been running: V8 optimizes a function once it has run often
// enough, so after one second of this traffic its compiler threads still worked about 0.6 ms a
// message, and the main threads ran the hot path unoptimized. The CPU counted starts after them, and
// is printed by thread too, so a run that is still compiling shows it; BENCH_WARM_UP=0 measures from
// cold processes instead. BENCH_INBOUND_TO=owner sends every provider event to process
// 1, which runs the session, instead of to either process: the difference is what forwarding the
// calls process 2 receives costs.
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/realtime.ts [sockets] [perSecond] [seconds] [receivers]
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { createTenant } from "@/lib/tenants/create-tenant";
import { startServer, type RunningServer } from "@/tests/e2e/support/server";
import { benchDatabase } from "./support/bench-database";
import { benchServerEnv } from "./support/bench-server";
import { describeMachineSpeed, measureMachineSpeed } from "./support/machine-speed";
import { cpuSeconds, cpuTimes, threadCpuSeconds } from "./support/process-cpu";
import { atSteadyRate } from "./support/steady-rate";
import type { ChannelFigures, ReceiverReport, ReceiverSocket, ReceiverStart } from "./support/realtime-receiver";

const SOCKETS = Number(process.argv[2] ?? 500);
const PER_SECOND = Number(process.argv[3] ?? 50);
const SECONDS = Number(process.argv[4] ?? 20);
const RECEIVERS = Number(process.argv[5] ?? 2);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 60);
if (!Number.isInteger(WARM_UP_SECONDS) || WARM_UP_SECONDS < 0)
  throw new Error(`BENCH_WARM_UP is a whole number of seconds, not ${process.env.BENCH_WARM_UP}`);
/** The process (0 or 1) that receives provider event i. */
const calledFor = process.env.BENCH_INBOUND_TO === "owner" ? () => 0 : (i: number) => i % 2;
const CLIENT = process.env.BENCH_CLIENT === "socket.io" ? "socket.io" : "raw";
// A fifth of the sockets belong to another tenant: none of the messages may reach them.
const FOREIGN = Math.round(SOCKETS / 5);
const CONTACTS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;
const now = () => performance.timeOrigin + performance.now();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** A receiving process with its share of the sockets; resolves once they are all connected. */
function startReceiver(
  start: ReceiverStart,
  onArrivals: (pairs: number[]) => void,
): Promise<{ finish: () => Promise<ReceiverReport & { type: "done" }> }> {
  const child = fork("bench/support/realtime-receiver.ts");
  let done: (report: ReceiverReport & { type: "done" }) => void = () => undefined;
  return new Promise((resolve, reject) => {
    child.on("message", (report: ReceiverReport) => {
      if (report.type === "arrivals") onArrivals(report.pairs);
      else if (report.type === "failed") reject(new Error(`receiver: ${report.error}`));
      else if (report.type === "done") done(report);
      else
        resolve({
          finish: () =>
            new Promise((finished) => {
              done = finished;
              child.send({ type: "finish" });
            }),
        });
    });
    child.once("exit", (code) => reject(new Error(`receiver exited with ${code}`)));
    child.send(start);
  });
}

async function main() {
  const database = await benchDatabase("PostgreSQL");
  const env = benchServerEnv(database.url);
  const servers: RunningServer[] = [];
  const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
  try {
    servers.push(await startServer({ env, optimized: true }), await startServer({ env, optimized: true }));
    const home = await createTenant({
      name: "Home",
      adminName: "Home",
      adminEmail: `home-${Date.now()}@bench.test`,
      adminPassword: "bench-pass",
    });
    const other = await createTenant({
      name: "Other",
      adminName: "Other",
      adminEmail: `other-${Date.now()}@bench.test`,
      adminPassword: "bench-pass",
    });
    const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: home.idGraf } });
    const homeToken = await signAccessToken({ userId: home.admin.id, tokenVersion: 0 });
    const otherToken = await signAccessToken({ userId: other.admin.id, tokenVersion: 0 });
    const api = (server: RunningServer, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${homeToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    // The connection is added through process 1, so its session runs there.
    const created = await api(servers[0], "/api/whatsapp", {
      name: "Bench",
      provider: "simulator",
      defaultDepartment: queue.id,
    });
    if (!created.ok) throw new Error(`adding the connection: ${created.status} ${await created.text()}`);
    const connectionId = ((await created.json()) as { id: number }).id;
    const scanned = await api(servers[0], `/api/simulator/${connectionId}/scan`, {});
    if (!scanned.ok) throw new Error(`pairing: ${scanned.status} ${await scanned.text()}`);

    const sentAt: number[] = [];
    const latencies: number[] = [];
    const bySecond: number[][] = [];
    // When each call's 202 came: its message committed (by process 1, which runs the session), apart
    // from the fan-out; by the process called, since process 2 forwards its calls to process 1.
    const answeredBySecond: number[][][] = [[], []];
    const arrived = (pairs: number[]) => {
      for (let k = 0; k < pairs.length; k += 2) {
        const sent = sentAt[pairs[k]];
        if (sent === undefined) continue;
        latencies.push(pairs[k + 1] - sent);
        (bySecond[Math.floor(pairs[k] / PER_SECOND)] ??= []).push(pairs[k + 1] - sent);
      }
    };
    const sockets: ReceiverSocket[] = Array.from({ length: SOCKETS }, (_, i) => ({
      url: servers[i % 2].url,
      token: i < FOREIGN ? otherToken : homeToken,
      foreign: i < FOREIGN,
    }));
    const channel = `appMessage-${home.idGraf}`;
    for (let r = 0; r < RECEIVERS; r++) {
      const share = sockets.filter((_, i) => i % RECEIVERS === r);
      receivers.push(
        await startReceiver({ type: "start", client: CLIENT, channel, tenant: home.idGraf, sockets: share }, arrived),
      );
    }
    console.log(
      `${SOCKETS} sockets (${SOCKETS - FOREIGN} of the tenant, ${FOREIGN} of another), half on each process, in ${RECEIVERS} ${CLIENT} receivers`,
    );
    console.log(describeMachineSpeed(await measureMachineSpeed()));
    console.log(`load average before: ${load()}`);

    // The provider events: PER_SECOND messages a second, through the simulator API of the process calledFor names.
    const databaseName = new URL(database.url).pathname.slice(1);
    const serverProcess = (server: RunningServer) => ({ environ: `DATA_DIR=${server.dataDir}` });
    const serverCpu = (server: RunningServer) => cpuSeconds(serverProcess(server));
    const serverThreads = () =>
      servers.reduce(
        (sum, server) => {
          const { main, others } = threadCpuSeconds(serverProcess(server));
          return { main: sum.main + main, others: sum.others + others };
        },
        { main: 0, others: 0 },
      );
    const parts = {
      servers: () => servers.reduce((sum, server) => sum + serverCpu(server), 0),
      "process 1": () => serverCpu(servers[0]),
      "process 2": () => serverCpu(servers[1]),
      postgres: () => cpuSeconds({ cmdline: `postgres ${databaseName}` }),
      receivers: () => cpuSeconds({ cmdline: "realtime-receiver.ts" }),
      sender: () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    };
    // The warm-up: the same traffic from other contacts, whose first messages open their tickets too.
    const warmUpMessages = WARM_UP_SECONDS * PER_SECOND;
    if (warmUpMessages) {
      const warm: Promise<Response>[] = [];
      await atSteadyRate(warmUpMessages, PER_SECOND, (i) =>
        warm.push(
          api(servers[calledFor(i)], `/api/simulator/${connectionId}/inbound`, {
            id: `WARM-${i}`,
            from: `55118${String(7000000 + (i % CONTACTS)).padStart(8, "0")}`,
            body: `warm-${i}`,
          }),
        ),
      );
      const refused = (await Promise.all(warm)).filter((response) => response.status !== 202).length;
      if (refused) throw new Error(`${refused} warm-up calls without a 202`);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      console.log(`warmed up with ${warmUpMessages} messages over ${WARM_UP_SECONDS} s`);
    }
    // From here on: the warm-up's messages and the first run of each code path are not counted.
    const threadsBefore = serverThreads();
    const cpuBefore = Object.fromEntries(Object.entries(parts).map(([name, cpu]) => [name, cpu()]));
    const serversSystem = () => servers.reduce((sum, server) => sum + cpuTimes(serverProcess(server)).system, 0);
    const systemBefore = serversSystem();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const total = PER_SECOND * SECONDS;
    const failed = new Set<number>();
    const answers: Promise<void>[] = [];
    const start = performance.now();
    const late = await atSteadyRate(total, PER_SECOND, (i) => {
      sentAt[i] = now();
      const from = `55119${String(6000000 + (i % CONTACTS)).padStart(8, "0")}`;
      answers.push(
        api(servers[calledFor(i)], `/api/simulator/${connectionId}/inbound`, {
          id: `RT-${i}`,
          from,
          body: `bench-${i}`,
        }).then(async (response) => {
          (answeredBySecond[calledFor(i)][Math.floor(i / PER_SECOND)] ??= []).push(now() - sentAt[i]);
          if (response.status === 202) return;
          failed.add(i);
          console.log(
            `inbound ${i} (process ${calledFor(i) + 1}): ${response.status} ${await response.text()} after ${Math.round(now() - sentAt[i])} ms`,
          );
        }),
      );
    });
    await Promise.all(answers);
    // A call that failed may still have stored its message: every message is expected everywhere.
    const expected = total * (SOCKETS - FOREIGN);
    const deadline = performance.now() + 10_000;
    while (latencies.length < expected && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    lag.disable();
    const loadAfter = load();
    const elapsed = (performance.now() - start) / 1000;
    const used = Object.fromEntries(
      Object.entries(parts).map(([name, seconds]) => [name, seconds() - cpuBefore[name]]),
    );
    const threadsAfter = serverThreads();
    const cpu = Object.entries(used).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
    const reports = await Promise.all(receivers.map((receiver) => receiver.finish()));
    receivers.length = 0;
    const missing = expected - latencies.length;
    const foreignEvents = reports.reduce((sum, report) => sum + report.foreignEvents, 0);

    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `${total} messages at ${PER_SECOND}/s over ${SECONDS} s (the last sent ${late} ms late); ${latencies.length} arrivals of ${expected} expected (${missing} missing)`,
    );
    console.log(
      `provider event -> permitted socket: p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, p99 ${round(percentile(sorted, 99))} ms, max ${round(sorted[sorted.length - 1])} ms`,
    );
    const p99 = (values: number[]) =>
      round(
        percentile(
          [...values].sort((a, b) => a - b),
          99,
        ),
      );
    console.log(
      `p99 by second of sending (the first second's messages each open a ticket): ${bySecond.map(p99).join(", ")} ms`,
    );
    const [owner, forwarded] = answeredBySecond.map((seconds) =>
      seconds.length ? `${seconds.map(p99).join(", ")} ms` : "none",
    );
    console.log(
      `the inbound calls' answers, p99 by second of sending: to process 1 (runs the session) ${owner}; to process 2 (forwards) ${forwarded}`,
    );
    console.log(
      `the tenant's events at the other tenant's sockets: ${foreignEvents}; inbound calls without a 202: ${failed.size}`,
    );
    console.log(`load average after: ${loadAfter}`);
    console.log(`CPU over the ${elapsed.toFixed(1)} s from the first call to the last arrival: ${cpu.join(", ")}`);
    const system = serversSystem() - systemBefore;
    const perMessageMs = (seconds: number) => ((seconds * 1000) / total).toFixed(1);
    console.log(
      `servers' CPU per message: ${perMessageMs(used.servers)} ms (${SOCKETS - FOREIGN} permitted sockets), of which in the kernel ${perMessageMs(system)} ms; process 1 ${perMessageMs(used["process 1"])} ms, process 2 ${perMessageMs(used["process 2"])} ms`,
    );
    console.log(
      `by thread: the main threads ${perMessageMs(threadsAfter.main - threadsBefore.main)} ms, the others (V8's compiler and garbage collector helpers) ${perMessageMs(threadsAfter.others - threadsBefore.others)} ms`,
    );
    console.log(
      `event-loop lag: sender p99 ${round(lag.percentile(99) / 1e6)} ms max ${round(lag.max / 1e6)} ms; receivers ${reports.map((r) => `p99 ${round(r.lagP99)} ms max ${round(r.lagMax)} ms`).join(", ")}`,
    );
    console.log(
      `per message, at each permitted socket: ${perMessage(
        reports.map((r) => r.channels),
        total + warmUpMessages,
        SOCKETS - FOREIGN,
      )}`,
    );
    if (missing || foreignEvents || failed.size) process.exitCode = 1;
  } finally {
    await Promise.all(receivers.map((receiver) => receiver.finish()));
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
  }
}

/** Events per message and socket by channel, with their mean size in bytes (raw client only). */
function perMessage(all: ChannelFigures[], messages: number, sockets: number) {
  const merged: ChannelFigures = {};
  for (const figures of all)
    for (const [name, { events, bytes }] of Object.entries(figures)) {
      const into = (merged[name] ??= { events: 0, bytes: 0 });
      into.events += events;
      into.bytes += bytes;
    }
  return Object.entries(merged)
    .map(
      ([name, { events, bytes }]) =>
        `${name} ${round(events / messages / sockets)}${bytes ? ` (${Math.round(bytes / events)} B)` : ""}`,
    )
    .join(", ");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
