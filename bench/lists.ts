// Ticket lists, counts, message search and a ticket's messages through the HTTP API of the real
// server (server.ts, production build) on a tenant of 100k tickets and 2M messages (or a multiple),
// signed in as an admin and as an attendant; beside the search, its plain query on the same rows
// (the folded text containing the folded term), timed directly. Requests run one at a time, the
// cases in turns; p50 and p95 in milliseconds, at each scale asked for, with how the p95 grows
// from the first scale to the last.
//
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:55433/postgres npx tsx bench/lists.ts [options]
//   --keep         keep each scale's seeded database (atende_lists_kept, atende_lists_kept_x10, ...)
//                  and reuse it on the next run
//   --requests=N   measured requests per case (default 200), after 20 rounds of warm-up
//   --scale=F[,G]  multiples of the full data, measured in turn (default 1: 100k tickets, 2M
//                  messages, 60k contacts); --scale=1,10 gives the figures at 1x and 10x
//   --pglite       PGlite instead of PostgreSQL, served to the server over its socket
//   --only=TEXT    only the cases whose description contains TEXT
// E2E_SKIP_BUILD=1 reuses the existing production build (.next) instead of building first.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { Client } from "pg";
import buildApp from "@/tests/e2e/support/global-setup";
import { startServer } from "@/tests/e2e/support/server";
import { ADMIN_EMAIL, ATTENDANT_EMAIL, BENCH_PASSWORD, BENCH_TENANT, CONTACT_TERM, SEARCH_TERMS } from "./seed-lists";
import { benchDatabase } from "./support/bench-database";
import { ensureListsData, keptListsDatabase, scaled } from "./support/lists-data";
import { call } from "./support/light-client";
import { describeMachineSpeed, measureMachineSpeed } from "./support/machine-speed";
import { percentiles } from "./support/percentiles";

const { values: args } = parseArgs({
  options: {
    keep: { type: "boolean" },
    requests: { type: "string", default: "200" },
    scale: { type: "string", default: "1" },
    pglite: { type: "boolean" },
    only: { type: "string" },
  },
});
const KEEP = args.keep ?? false;
const REQUESTS = Number(args.requests);
const SCALES = args.scale!.split(",").map(Number);
const KIND = args.pglite ? "PGlite" : "PostgreSQL";
const ONLY = args.only ?? "";

// p95 targets in ms, for the largest data (a year of a large operation: 1M tickets, 20M messages).
const TARGETS = {
  list: 20,
  dashboardList: 15,
  chart: 50,
  messages: 20,
  search: 50,
  rareSearch: 30,
  contactSearch: 20,
} as const;
const SEARCH_TARGETS: Record<string, Target> = {
  rare: "rareSearch",
  needle: "rareSearch",
  "contact name": "contactSearch",
};
const WARM_UP_ROUNDS = 20;
type Target = keyof typeof TARGETS;
type Row = { what: string; who: string; p50: number; p95: number; target?: Target };

/** Times `once` REQUESTS times after a warm-up, one at a time; `once` gets the round number. */
async function measure(once: (round: number) => Promise<void>) {
  for (let i = 0; i < Math.ceil(REQUESTS / 10); i++) await once(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await once(i);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** What the HTTP cases need from the data, read before the server starts. */
type Facts = { idGraf: number; adminTickets: number[]; attendantTickets: number[]; matches: Record<string, number> };

async function readFacts(db: Client): Promise<Facts> {
  const {
    rows: [tenant],
  } = await db.query<{ id: number }>(`SELECT id FROM "Tenant" WHERE name = $1`, [BENCH_TENANT]);
  const {
    rows: [attendant],
  } = await db.query<{ id: number; queues: number[] }>(
    `SELECT u.id, array_agg(q."queueId") AS queues FROM "User" u JOIN "UserQueue" q ON q."userId" = u.id WHERE u.email = $1 GROUP BY u.id`,
    [ATTENDANT_EMAIL],
  );
  const sample = async (where: string, params: unknown[]) =>
    (
      await db.query<{ id: number }>(
        `SELECT id FROM "Ticket" WHERE "idGraf" = $1 AND (${where}) ORDER BY random() LIMIT 1000`,
        [tenant.id, ...params],
      )
    ).rows.map((r) => r.id);
  const matches: Record<string, number> = {};
  for (const term of Object.values(SEARCH_TERMS)) {
    const {
      rows: [{ count }],
    } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "Message" WHERE "idGraf" = $1 AND "bodyFolded" LIKE '%' || fold_text($2) || '%'`,
      [tenant.id, term],
    );
    matches[term] = count;
  }
  return {
    idGraf: tenant.id,
    adminTickets: await sample("true", []),
    attendantTickets: await sample(
      `"userId" = $2 OR (status = 'pending' AND ("queueId" = ANY($3) OR "queueId" IS NULL))`,
      [attendant.id, attendant.queues],
    ),
    matches,
  };
}

/** The plain query a search would start from: the newest 16 messages of the tenant containing the term. */
async function rawSearch(db: Client, facts: Facts): Promise<Row[]> {
  // As on the server's connections (lib/db/client.ts).
  await db.query("SET max_parallel_workers_per_gather = 0");
  const rows: Row[] = [];
  for (const [kind, term] of Object.entries(SEARCH_TERMS)) {
    const what = `raw SQL LIKE '%${term}%' (${kind})`;
    if (!what.includes(ONLY)) continue;
    const times = await measure(async () => {
      await db.query(
        `SELECT id, body, "createdAt", "ticketId" FROM "Message"
         WHERE "idGraf" = $1 AND "isDeleted" = false AND "bodyFolded" LIKE '%' || fold_text($2) || '%'
         ORDER BY "createdAt" DESC, id DESC LIMIT 16`,
        [facts.idGraf, term],
      );
    });
    rows.push({ what, who: "-", ...times, target: SEARCH_TARGETS[kind] ?? "search" });
  }
  return rows;
}

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  return { id: user.id, headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } };
}

type Who = "admin" | "attendant";
type Case = { what: string; who: Who; path: (round: number) => string; target?: Target };

function httpCases(facts: Facts, ids: Record<Who, number>): Case[] {
  const today = new Date().toLocaleDateString("sv-SE");
  const cases: Case[] = [
    { what: "floor: own profile, GET /api/auth/me", who: "attendant", path: () => "/api/auth/me" },
  ];
  for (const [who, visibility] of [
    ["attendant", "me"],
    ["admin", "all"],
  ] as const) {
    cases.push(
      {
        what: `open tab, page 1 (${visibility})`,
        who,
        path: () => `/api/listTicketsByStatus/open?visibility=${visibility}`,
        target: "list",
      },
      {
        what: `pending tab, page 1 (${visibility})`,
        who,
        path: () => `/api/listTicketsByStatus/pending?visibility=${visibility}`,
        target: "list",
      },
      {
        what: `closed, getClosedTickets (${visibility})`,
        who,
        path: () => `/api/getClosedTickets?visibility=${visibility}`,
        target: "list",
      },
      {
        what: `closed tab, page 100 (${visibility})`,
        who,
        path: () => `/api/listTicketsByStatus/closed?visibility=${visibility}&pageNumber=100`,
        target: "list",
      },
      {
        what: `tab counts (showAll ${visibility === "all"})`,
        who,
        path: () => `/api/getCountTickets/false/${visibility === "all"}/${ids[who]}`,
      },
    );
  }
  cases.push(
    {
      what: "dashboard counts (own queues)",
      who: "admin",
      path: () => `/api/getCountTickets/true/true/${ids.admin}?isToDashBoard=true`,
    },
    {
      what: "dashboard list, open (all)",
      who: "admin",
      path: () => `/api/tickets/dashboard?showAll=true&status=open`,
      target: "dashboardList",
    },
    {
      what: "dashboard chart, today's tickets by hour",
      who: "admin",
      path: () => `/api/tickets/dashboard?showAll=true&date=${today}&dashBoard=true`,
      target: "chart",
    },
  );
  for (const [kind, term] of [...Object.entries(SEARCH_TERMS), ["contact name", CONTACT_TERM]]) {
    for (const who of ["admin", "attendant"] as const) {
      cases.push({
        what: `search '${term}' (${kind})`,
        who,
        path: () => `/api/tickets?searchParam=${encodeURIComponent(term)}`,
        target: SEARCH_TARGETS[kind] ?? "search",
      });
    }
  }
  const messagesOf = (tickets: number[]) => (round: number) =>
    `/api/messages/${tickets[round % tickets.length]}?pageNumber=1`;
  cases.push(
    {
      what: "a random ticket's messages, page 1",
      who: "admin",
      path: messagesOf(facts.adminTickets),
      target: "messages",
    },
    {
      what: "a random visible ticket's messages, page 1",
      who: "attendant",
      path: messagesOf(facts.attendantTickets),
      target: "messages",
    },
  );
  return cases.filter((c) => c.what.includes(ONLY));
}

async function measureHttp(url: string, facts: Facts): Promise<Row[]> {
  const signInBoth = async () => ({
    admin: await signIn(url, ADMIN_EMAIL),
    attendant: await signIn(url, ATTENDANT_EMAIL),
    at: Date.now(),
  });
  let sessions = await signInBoth();
  const cases = httpCases(facts, { admin: sessions.admin.id, attendant: sessions.attendant.id });
  // On node:http (light-client.ts): the global fetch's own CPU, on the cores the server runs on,
  // was in every time.
  const get = async (who: Who, path: string) => {
    const res = await call(`${url}${path}`, "GET", sessions[who].headers);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
  };
  // Every route runs a while before anything is timed: the first requests of a route load its
  // code and leave the compiler work to the requests after them. Then the cases take turns, one
  // request each a round, so a slow spell of the shared machine falls on all of them alike.
  const times = cases.map((): number[] => []);
  for (let round = -WARM_UP_ROUNDS; round < REQUESTS; round++) {
    // Access tokens live 15 minutes.
    if (Date.now() - sessions.at > 10 * 60_000) sessions = await signInBoth();
    for (const [i, c] of cases.entries()) {
      const started = performance.now();
      await get(c.who, c.path(round + WARM_UP_ROUNDS));
      if (round >= 0) times[i].push(performance.now() - started);
    }
  }
  return cases.map((c, i) => ({ what: c.what, who: c.who, ...percentiles(times[i]), target: c.target }));
}

/** Each case's p50 and p95 at every scale, the p95's growth from the first scale to the last, and the target at the last. */
function print(runs: { scale: number; rows: Row[] }[]) {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const cases = runs[0].rows;
  const what = Math.max(...cases.map((r) => r.what.length));
  const scales = runs.map((run) => `${`p50 ${run.scale}x`.padStart(7)} ${`p95 ${run.scale}x`.padStart(7)}`).join("  ");
  const growth = runs.length > 1 ? "  growth" : "";
  console.log(`${"".padEnd(what)}  ${"who".padEnd(9)} ${scales}${growth}  target p95 at ${runs.at(-1)!.scale}x`);
  for (const [i, row] of cases.entries()) {
    const measured = runs.map((run) => run.rows[i]);
    const last = measured.at(-1)!;
    const target = row.target
      ? `≤ ${TARGETS[row.target]} ms ${last.p95 <= TARGETS[row.target] ? "met" : "NOT met"}`
      : "";
    const ratio = runs.length > 1 ? `  ${(last.p95 / measured[0].p95).toFixed(2).padStart(6)}` : "";
    console.log(
      `${row.what.padEnd(what)}  ${row.who.padEnd(9)} ${measured.map((m) => `${ms(m.p50)} ${ms(m.p95)}`).join("  ")}${ratio}  ${target}`,
    );
  }
}

/** One scale's figures, on its own database (kept between runs with --keep) and its own server. */
async function measureScale(multiple: number, log: (line: string) => void): Promise<Row[]> {
  const scale = scaled(multiple);
  const name = KEEP ? keptListsDatabase(KIND, multiple) : `atende_lists_${process.pid}_${Date.now()}`;
  const database = await benchDatabase(KIND, { name, keep: KEEP });
  try {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    await ensureListsData(db, database, scale, log);
    const facts = await readFacts(db);
    log(`messages with each search term: ${JSON.stringify(facts.matches)}`);
    const raw = await rawSearch(db, facts);
    await db.end();

    const server = await startServer({
      optimized: true,
      env: {
        DATABASE_URL: database.url,
        // PGlite is one session: one connection, as server.ts gives its embedded database.
        ...(KIND === "PGlite" ? { DATABASE_POOL_SIZE: "1" } : {}),
        AUTH_SECRET: randomBytes(32).toString("hex"),
        // The seeded open tickets age between runs; closing them would change the lists measured.
        TICKET_AUTO_CLOSE_HOURS: String(24 * 365 * 100),
      },
    });
    try {
      const machine = await measureMachineSpeed();
      const load = loadavg()[0];
      const rows = await measureHttp(server.url, facts);
      // The machine is shared: its load says how much of the time was spent waiting for a core.
      log(
        `${multiple}x on ${KIND} (${scale.tickets} tickets, ${scale.messages} messages, ${scale.contacts} contacts), ${REQUESTS} requests a case: load average (1 min) ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
      );
      log(describeMachineSpeed(machine));
      return [...rows, ...raw];
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

async function main() {
  const log = (line: string) => console.log(`[lists] ${line}`);
  await buildApp();
  const runs: { scale: number; rows: Row[] }[] = [];
  for (const scale of SCALES) runs.push({ scale, rows: await measureScale(scale, log) });
  console.log();
  print(runs);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
