// The attendance report (GET /api/reports/attendance) on the lists' data: 100k tickets and 2M
// messages over a year, with a realistic history of periods (bench/support/reports-history.ts,
// transfers on one ticket in five). The route handler runs in this process, as Next would call it
// (bearer token, query parsing, the use case, JSON or CSV), one request at a time; p50 and p95 in
// milliseconds, CPU per request of this process (its worker threads included) and of the database's
// backends, and the longest stall of this process's event loop.
//
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:55432/postgres \
//        BENCH_KEPT_DATABASE=atende_lists_reports npx tsx bench/reports.ts [options]
//   --requests=N   measured requests per case (default 100), after 10 of warm-up
//   --scale=F      a multiple of the lists' data (default 1); --scale=10 is a year of a large
//                  operation (1M tickets, 20M messages), kept in atende_lists_kept_x10 as lists.ts keeps it
//   --only=TEXT    only the cases whose description contains TEXT
//   --explain      print EXPLAIN (ANALYZE, BUFFERS) of the report's queries for 90 days first
// The kept database (atende_lists_kept, or its scale's, unless BENCH_KEPT_DATABASE names a copy) is
// seeded when empty; its history is replaced once by the realistic one.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { NextRequest } from "next/server";
import { Client } from "pg";
import { GET } from "@/app/api/reports/attendance/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { eventDurationsSql } from "@/lib/reports/event-figures";
import { foldReportTallies } from "@/lib/reports/fold-report-tallies";
import { messagesSentTallySql } from "@/lib/reports/messages-sent-figures";
import { openAtEndSql } from "@/lib/reports/open-at-end-figures";
import { ratingSql } from "@/lib/reports/rating-figures";
import { reportWindow } from "@/lib/reports/report-window";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import { dayIn } from "@/lib/utils/zoned-day";
import { ADMIN_EMAIL, ATTENDANT_EMAIL } from "./seed-lists";
import { benchDatabase } from "./support/bench-database";
import { ensureListsData, keptListsDatabase, scaled } from "./support/lists-data";
import { describeMachineSpeed, measureMachineSpeed } from "./support/machine-speed";
import { percentiles } from "./support/percentiles";
import { cpuSeconds } from "./support/process-cpu";
import { seedReportsHistory } from "./support/reports-history";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "100" },
    scale: { type: "string", default: "1" },
    only: { type: "string" },
    explain: { type: "boolean" },
  },
});
const MULTIPLE = Number(args.scale);
const SCALE = scaled(MULTIPLE);
const REQUESTS = Number(args.requests);
const WARM_UP = 10;
// p95 targets by the cases' first words: the 100k tickets' one, and those of a year at ten times the data.
const TARGETS_P95_MS: Record<string, number> =
  MULTIPLE >= 10 ? { "90 days": 150, "365 days": 400 } : { "90 days": 200 };

const dayOffset = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

type Facts = { idGraf: number; adminId: number; attendantId: number; queueId: number };

async function readFacts(db: Client): Promise<Facts> {
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).rows[0].id;
  const adminId = await one(`SELECT id FROM "User" WHERE email = $1`, [ADMIN_EMAIL]);
  const idGraf = await one(`SELECT "idGraf" AS id FROM "User" WHERE id = $1`, [adminId]);
  return {
    idGraf,
    adminId,
    attendantId: await one(`SELECT id FROM "User" WHERE email = $1`, [ATTENDANT_EMAIL]),
    queueId: await one(`SELECT id FROM "Queue" WHERE "idGraf" = $1 ORDER BY id LIMIT 1`, [idGraf]),
  };
}

async function explain(db: Client, facts: Facts, from: string, to: string) {
  const window = await reportWindow(facts.idGraf, { from, to });
  await db.query("SET work_mem = '32MB'"); // as reportRows runs them
  for (const [name, sql] of Object.entries({
    firstAnswers: (w: typeof window) => eventDurationsSql(w, "first_answer"),
    resolutions: (w: typeof window) => eventDurationsSql(w, "resolution"),
    messagesSent: messagesSentTallySql,
    openAtEnd: openAtEndSql,
    ratings: ratingSql,
  })) {
    const query = sql(window);
    const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
    console.log(`\n-- ${name}\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
  }
}

type Case = { what: string; query: Record<string, string> };

async function measure(headers: Record<string, string>, c: Case, databaseName: string) {
  const url = `http://localhost/api/reports/attendance?${new URLSearchParams(c.query)}`;
  const once = async () => {
    const res = await GET(new NextRequest(url, { headers }), { params: Promise.resolve({}) });
    const body = await res.text();
    if (!res.ok) throw new Error(`${c.what}: ${res.status} ${body}`);
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const times: number[] = [];
  // How long the process's thread went without serving anything else: a server's sockets and requests wait that long.
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const cpu = { node: process.cpuUsage(), database: cpuSeconds({ cmdline: databaseName }) };
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  const node = process.cpuUsage(cpu.node);
  stalls.disable();
  const perRequest = (seconds: number) => (seconds * 1000) / REQUESTS;
  return {
    ...percentiles(times),
    nodeCpuMs: perRequest((node.user + node.system) / 1e6),
    databaseCpuMs: perRequest(cpuSeconds({ cmdline: databaseName }) - cpu.database),
    longestStallMs: stalls.max / 1e6,
  };
}

async function main() {
  process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");
  const name = keptListsDatabase("PostgreSQL", MULTIPLE);
  const database = await benchDatabase("PostgreSQL", { name, keep: true });
  const log = (line: string) => console.log(`[reports] ${line}`);
  try {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    await ensureListsData(db, database, SCALE, log);
    await seedReportsHistory(db, database, log);
    const folding = performance.now();
    await foldReportTallies();
    // A history replaced leaves the fold's dead rows (450,000 at 10x), which autovacuum clears within
    // its next minute on a server; read before, they cost the 365-day report a third more.
    await db.query('VACUUM (ANALYZE) "ReportTally"');
    const { rows: tally } = await db.query<{ rows: number; size: string }>(
      `SELECT count(*)::int AS rows, pg_size_pretty(pg_total_relation_size('"ReportTally"')) AS size FROM "ReportTally"`,
    );
    log(
      `tally folded in ${((performance.now() - folding) / 1000).toFixed(1)} s: ${tally[0].rows} rows, ${tally[0].size}`,
    );
    const facts = await readFacts(db);
    const today = dayIn(new Date(), (await tenantClock(facts.idGraf)).timeZone);
    const last = (days: number) => ({ from: dayOffset(today, 1 - days), to: today });
    if (args.explain) await explain(db, facts, last(90).from, today);
    await db.end();

    const headers = { authorization: `Bearer ${await signAccessToken({ userId: facts.adminId, tokenVersion: 0 })}` };
    const cases: Case[] = [
      { what: "90 days", query: last(90) },
      { what: "90 days, CSV", query: { ...last(90), format: "csv" } },
      { what: "90 days, one department", query: { ...last(90), queueId: String(facts.queueId) } },
      { what: "90 days, one attendant", query: { ...last(90), userId: String(facts.attendantId) } },
      { what: "30 days", query: last(30) },
      { what: "365 days", query: last(365) },
    ].filter((c) => c.what.includes(args.only ?? ""));
    const machine = await measureMachineSpeed();
    const load = loadavg()[0];
    const rows = [];
    for (const c of cases) rows.push({ what: c.what, ...(await measure(headers, c, name)) });
    console.log(
      `\nattendance report on PostgreSQL (${name}): ${SCALE.tickets} tickets, ${SCALE.messages} messages; ${REQUESTS} requests a case`,
    );
    console.log(`load average (1 min) ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
    console.log(`${describeMachineSpeed(machine)}\n`);
    const ms = (value: number) => value.toFixed(1).padStart(8);
    const width = Math.max(...rows.map((r) => r.what.length));
    console.log(
      `${"".padEnd(width)}  ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"node CPU".padStart(8)} ${"db CPU".padStart(8)} ${"stall".padStart(8)}  (CPU ms per request; the thread's longest stall)  target p95`,
    );
    for (const row of rows) {
      const limit = Object.entries(TARGETS_P95_MS).find(([first]) => row.what.startsWith(first))?.[1];
      const target = limit ? `≤ ${limit} ms ${row.p95 <= limit ? "met" : "NOT met"}` : "";
      console.log(
        `${row.what.padEnd(width)}  ${ms(row.p50)} ${ms(row.p95)} ${ms(row.nodeCpuMs)} ${ms(row.databaseCpuMs)} ${ms(row.longestStallMs)}  ${"".padEnd(47)}  ${target}`,
      );
    }
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
