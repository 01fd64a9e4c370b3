// What a server process costs while nobody uses it: its CPU, its PostgreSQL backends' CPU and the
// statements it sends over SECONDS (30) of quiet, after ten seconds for the start to settle. An idle
// process still polls for jobs other processes enqueued or that came due, renews its sessions'
// leases and heartbeats its neighbours; this says what that costs. Needs PostgreSQL with the
// pg_stat_statements extension loaded (shared_preload_libraries) and a built app (npm run build).
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/idle.ts [seconds]
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { startServer } from "@/tests/e2e/support/server";
import { benchDatabase } from "./support/bench-database";
import { cpuSeconds } from "./support/process-cpu";

const SECONDS = Number(process.argv[2] ?? 30);
const SETTLE_MS = 10_000;

async function main() {
  const database = await benchDatabase("PostgreSQL");
  const name = new URL(database.url).pathname.slice(1);
  const server = await startServer({
    optimized: true,
    env: { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("hex"), SIMULATOR_ENABLED: "1" },
  });
  const db = new Client({ connectionString: database.url });
  try {
    await db.connect();
    await db.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const serverCpu = () => cpuSeconds({ environ: `DATA_DIR=${server.dataDir}` });
    const postgresCpu = () => cpuSeconds({ cmdline: `postgres ${name}` });
    await db.query("SELECT pg_stat_statements_reset()");
    const before = { server: serverCpu(), postgres: postgresCpu() };
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const used = { server: serverCpu() - before.server, postgres: postgresCpu() - before.postgres };
    const { rows } = await db.query<{ query: string; calls: number; plans: number }>(
      `SELECT regexp_replace(left(query, 90), '\\s+', ' ', 'g') AS query, calls::int, plans::int FROM pg_stat_statements s
       JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1 AND query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC`,
      [name],
    );
    const calls = rows.reduce((sum, row) => sum + row.calls, 0);
    const plans = rows.reduce((sum, row) => sum + row.plans, 0);
    console.log(
      `one idle server process over ${SECONDS} s: its CPU ${used.server.toFixed(2)} s (${((used.server / SECONDS) * 100).toFixed(1)} % of a core)`,
    );
    console.log(
      `its PostgreSQL backends: ${used.postgres.toFixed(2)} s of CPU; ${calls} statements (${(calls / SECONDS).toFixed(1)} a second), ${plans} of them planned`,
    );
    for (const row of rows.slice(0, 8)) console.log(`${String(row.calls).padStart(6)}  ${row.query}`);
  } finally {
    await db.end();
    await server.stop();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
