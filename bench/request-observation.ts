// What observing a request costs (server/observe-request.ts: its id, the request histogram, the
// JSON log line, the request context) beside what the inbox's cheapest authenticated read costs.
//
// 1. In this process: one HTTP server answering a small JSON at once, plain and observed in turns
//    (alternating rounds), each request sent one at a time over a kept-alive connection; the CPU
//    seconds of this process per request (client and server; the client's part is the same in
//    both) and p50 latency. The log lines go to /dev/null through pino, as to a supervisor's pipe.
// 2. The real server (production build, embedded database): GET /api/auth/me one at a time; the
//    server process's CPU seconds per request from /proc, and p50/p95.
//
// Usage: npx tsx bench/request-observation.ts [requests per round] [rounds]
// E2E_SKIP_BUILD=1 reuses the existing production build (.next) instead of building first.
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import pino from "pino";
import { createLogger, installLogger } from "@/lib/process/logger";
import { RequestsInFlight, observeRequest } from "@/server/observe-request";
import { routePatterns } from "@/server/route-patterns";
import buildApp from "@/tests/e2e/support/global-setup";
import { startServer } from "@/tests/e2e/support/server";
import { cpuSeconds } from "./support/process-cpu";
import { percentiles } from "./support/percentiles";

const PER_ROUND = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.argv[3] ?? 6);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

function answer(res: ServerResponse) {
  res.setHeader("content-type", "application/json");
  res.end('{"id":1,"name":"Ana","profile":"admin"}');
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as { port: number }).port };
}

function get(port: number, path: string, agent: Agent) {
  return new Promise<void>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.once("end", resolve);
    })
      .once("error", reject)
      .end();
  });
}

/** CPU microseconds of this process per request, and p50 ms, for `count` requests one at a time. */
async function round(port: number, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await get(port, `/api/tickets/${1000 + (i % 500)}?pageNumber=1`, agent);
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  agent.destroy();
  return { cpuUs: (used.user + used.system) / count, p50: percentiles(times).p50 };
}

async function inProcess() {
  installLogger(createLogger({ level: "info", destination: pino.destination({ dest: "/dev/null", sync: true }) }));
  const observed = { routeOf: routePatterns(path.join(process.cwd(), "app")), inFlight: new RequestsInFlight() };
  const plain = await listen((_req, res) => answer(res));
  const watched = await listen((req, res) => observeRequest(req, res, observed, async () => answer(res)));
  const figures = { plain: [] as { cpuUs: number; p50: number }[], observed: [] as { cpuUs: number; p50: number }[] };
  await round(plain.port, 1000);
  await round(watched.port, 1000);
  for (let r = 0; r < ROUNDS; r++) {
    figures.plain.push(await round(plain.port, PER_ROUND));
    figures.observed.push(await round(watched.port, PER_ROUND));
  }
  plain.server.close();
  watched.server.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (rows: { cpuUs: number; p50: number }[]) => ({
    cpuUs: median(rows.map((r) => r.cpuUs)),
    p50: median(rows.map((r) => r.p50)),
  });
  return { plain: summary(figures.plain), observed: summary(figures.observed) };
}

async function realServer() {
  const marker = `ATENDE_BENCH_OBSERVE_${process.pid}`;
  const server = await startServer({
    optimized: true,
    env: { SEED_ADMIN_EMAIL: "bench@atende.test", SEED_ADMIN_PASSWORD: "bench-password-1", [marker]: "1" },
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@atende.test", password: "bench-password-1" }),
    });
    const { token } = (await login.json()) as { token: string };
    const me = () =>
      fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((res) =>
        res.arrayBuffer(),
      );
    for (let i = 0; i < 200; i++) await me();
    const count = 2000;
    const times: number[] = [];
    const before = cpuSeconds({ environ: marker });
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await me();
      times.push(performance.now() - started);
    }
    const cpu = cpuSeconds({ environ: marker }) - before;
    return { cpuUs: (cpu / count) * 1e6, ...percentiles(times) };
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`load average before: ${load()}`);
  const local = await inProcess();
  const added = local.observed.cpuUs - local.plain.cpuUs;
  console.log(`in-process, ${ROUNDS} rounds of ${PER_ROUND} requests each way (medians of the rounds):`);
  console.log(`  plain     ${local.plain.cpuUs.toFixed(1)} µs CPU/request, p50 ${local.plain.p50.toFixed(3)} ms`);
  console.log(`  observed  ${local.observed.cpuUs.toFixed(1)} µs CPU/request, p50 ${local.observed.p50.toFixed(3)} ms`);
  console.log(`  added by observing: ${added.toFixed(1)} µs CPU/request`);
  await buildApp();
  const real = await realServer();
  console.log(
    `real server, GET /api/auth/me x2000: ${real.cpuUs.toFixed(0)} µs server CPU/request, p50 ${real.p50.toFixed(2)} ms, p95 ${real.p95.toFixed(2)} ms`,
  );
  console.log(`observing is ${((added / real.cpuUs) * 100).toFixed(1)}% of that read's CPU`);
  console.log(`load average after: ${load()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
