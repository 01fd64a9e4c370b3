// A closed loop of the inbox's reads and writes on the lists bench data (bench/seed-lists.ts, 100k
// tickets, 2M messages) in PostgreSQL: USERS users, each sending its next request as soon as the
// last one answered, for SECONDS seconds, through one or two server processes (production build).
// The mix is what a signed-in screen asks all day: the tabs' first pages (now and then a deeper
// page), their counts, message pages of random visible tickets, searches of common and rare words,
// sends into the user's own open tickets and accepts of pending ones (each accepted ticket is
// returned to pending by the same user's next write, so the tabs keep their sizes between runs).
// It prints req/s, p50/p95/p99 by kind, errors, and the CPU seconds per request of the server
// processes and of PostgreSQL's backends, with the load average. Sends go through the simulator,
// paired at start. BENCH_CPU_PROF=<dir> writes a CPU profile of each server process.
// The data is a copy: writes must not change the kept database other benchmarks share.
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:55432/postgres BENCH_KEPT_DATABASE=atende_lists_perf \
//   E2E_SKIP_BUILD=1 npx tsx bench/load.ts [--users=20] [--seconds=30] [--processes=1] [--warm=5]
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Client } from "pg";
import buildApp from "@/tests/e2e/support/global-setup";
import { foldTicketCounts } from "@/lib/tickets/ticket-counts";
import { startServer, type RunningServer } from "@/tests/e2e/support/server";
import { BENCH_PASSWORD, BENCH_TENANT } from "./seed-lists";
import { benchDatabase } from "./support/bench-database";
import { call as httpCall } from "./support/light-client";
import { keptListsDatabase } from "./support/lists-data";
import { describeMachineSpeed, measureMachineSpeed } from "./support/machine-speed";
import { nextKind, readAccounts, request, type Account, type Kind, type Session } from "./support/load-mix";
import { percentile } from "./support/percentiles";
import { cpuSeconds } from "./support/process-cpu";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "20" },
    seconds: { type: "string", default: "30" },
    processes: { type: "string", default: "1" },
    warm: { type: "string", default: "5" },
  },
});
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const PROCESSES = Number(args.processes);
const WARM_SECONDS = Number(args.warm);

async function signIn(url: string, account: Account): Promise<Session> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.email}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  // The server listens on 127.0.0.1; "localhost" may be looked up as ::1 first.
  return {
    account,
    url: url.replace("//localhost:", "//127.0.0.1:"),
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-encoding": "gzip" },
  };
}

type Figures = { times: Map<Kind | "return", number[]>; errors: Map<string, number> };

/** Every user in a closed loop until `until`; figures are kept when `figures` is given. */
async function run(sessions: Session[], until: number, figures?: Figures) {
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < until) {
        const kind = nextKind();
        const call = request(session, kind);
        const label =
          call.method === "PUT" && call.body && (call.body as { status: string }).status === "pending"
            ? "return"
            : kind;
        const started = performance.now();
        try {
          const res = await httpCall(
            `${session.url}${call.path}`,
            call.method,
            session.headers,
            call.body ? JSON.stringify(call.body) : undefined,
          );
          if (!res.ok) throw new Error(`${res.status} ${res.text.match(/ERR_\w+/)?.[0] ?? ""}`.trim());
          call.then?.();
          if (figures)
            (figures.times.get(label) ?? figures.times.set(label, []).get(label)!).push(performance.now() - started);
        } catch (error) {
          if (!figures) continue;
          const key = `${label}: ${(error as Error).message}`;
          figures.errors.set(key, (figures.errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
}

async function main() {
  const database = await benchDatabase("PostgreSQL", { name: keptListsDatabase("PostgreSQL"), keep: true });
  const databaseName = new URL(database.url).pathname.slice(1);
  if (databaseName === "atende_lists_kept")
    throw new Error("the load writes: run it on a copy (BENCH_KEPT_DATABASE, see the usage)");
  const servers: RunningServer[] = [];
  try {
    // A run is shorter than the minute after which a server folds the tab counts' rows, so each run
    // would leave its rows for the next to read: folded first, every run reads them as a server does.
    await foldTicketCounts();
    const db = new Client({ connectionString: database.url });
    await db.connect();
    const accounts = await readAccounts(db, Math.min(USERS, 41));
    const { rows: connections } = await db.query<{ id: number }>(
      `SELECT w.id FROM "Whatsapp" w JOIN "Tenant" t ON t.id = w."idGraf" WHERE t.name = $1`,
      [BENCH_TENANT],
    );
    await db.end();

    await buildApp();
    const profile = process.env.BENCH_CPU_PROF;
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SIMULATOR_ENABLED: "1",
      // The seeded open tickets age between runs; closing them would change the lists measured.
      TICKET_AUTO_CLOSE_HOURS: String(24 * 365 * 100),
      ...(profile && {
        NODE_OPTIONS: `--import ${pathToFileURL(path.resolve("bench/support/cpu-profile.mjs")).href}`,
        BENCH_CPU_PROF: path.resolve(profile),
      }),
    };
    for (let i = 0; i < PROCESSES; i++) servers.push(await startServer({ env, optimized: true }));
    const admin = await signIn(servers[0].url, accounts[0]);
    for (const { id } of connections) {
      const res = await fetch(`${servers[0].url}/api/simulator/${id}/scan`, {
        method: "POST",
        headers: admin.headers,
        body: "{}",
      });
      if (!res.ok) throw new Error(`pairing ${id}: ${res.status} ${await res.text()}`);
    }
    // Every tenth user is the admin (sees every ticket), the others attendants; users alternate
    // processes. Ten sign-ins at a time: all come from one address, which may have at most 20
    // attempts under way (lib/auth/rate-limit.ts).
    const sessions: Session[] = [];
    for (let first = 0; first < USERS; first += 10) {
      const batch = Array.from({ length: Math.min(10, USERS - first) }, (_, k) => first + k);
      sessions.push(
        ...(await Promise.all(
          batch.map((i) =>
            signIn(servers[i % PROCESSES].url, i % 10 === 0 ? accounts[0] : accounts[1 + (i % (accounts.length - 1))]),
          ),
        )),
      );
    }
    await run(sessions, performance.now() + WARM_SECONDS * 1000);

    const parts = {
      servers: () => servers.reduce((sum, server) => sum + cpuSeconds({ environ: `DATA_DIR=${server.dataDir}` }), 0),
      postgres: () => cpuSeconds({ cmdline: `postgres ${databaseName}` }),
      // The users' own process shares the cores: when it saturates one, the servers wait on it.
      client: () => (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    };
    const machine = await measureMachineSpeed();
    const loadBefore = loadavg()[0];
    const cpuBefore = { servers: parts.servers(), postgres: parts.postgres(), client: parts.client() };
    const figures: Figures = { times: new Map(), errors: new Map() };
    const started = performance.now();
    await run(sessions, started + SECONDS * 1000, figures);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = {
      servers: parts.servers() - cpuBefore.servers,
      postgres: parts.postgres() - cpuBefore.postgres,
      client: parts.client() - cpuBefore.client,
    };
    // Accepted tickets still held go back to pending.
    await Promise.all(
      sessions
        .filter((s) => s.accepted)
        .map((s) =>
          fetch(`${s.url}/api/tickets/${s.accepted}`, {
            method: "PUT",
            headers: s.headers,
            body: JSON.stringify({ status: "pending", userId: null }),
          }),
        ),
    );

    const all = [...figures.times.values()].flat();
    const errors = [...figures.errors.values()].reduce((a, b) => a + b, 0);
    const ms = (value: number) => value.toFixed(1).padStart(7);
    const line = (what: string, times: number[]) =>
      `${what.padEnd(24)} ${String(times.length).padStart(7)} ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.95))} ${ms(percentile(times, 0.99))}`;
    console.log(
      `\n${USERS} users, closed loop, ${SECONDS} s after ${WARM_SECONDS} s of warm-up, ${PROCESSES} server process(es), PostgreSQL ${databaseName}`,
    );
    console.log(
      `load average (1 min) ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end (2 cores, shared)`,
    );
    console.log(describeMachineSpeed(machine));
    console.log(
      `${(all.length / elapsed).toFixed(0)} req/s, ${errors} errors${errors ? ` (${[...figures.errors].map(([k, n]) => `${k} ×${n}`).join(", ")})` : ""}`,
    );
    console.log(
      `CPU per request: servers ${((cpu.servers * 1000) / all.length).toFixed(2)} ms, PostgreSQL ${((cpu.postgres * 1000) / all.length).toFixed(2)} ms ` +
        `(${cpu.servers.toFixed(1)} s and ${cpu.postgres.toFixed(1)} s over ${elapsed.toFixed(1)} s; the users' process ${cpu.client.toFixed(1)} s)\n`,
    );
    console.log(
      `${"kind".padEnd(24)} ${"count".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)}`,
    );
    for (const [kind, times] of [...figures.times].sort((a, b) => b[1].length - a[1].length))
      console.log(line(kind, times));
    console.log(line("all", all));
    if (errors) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
