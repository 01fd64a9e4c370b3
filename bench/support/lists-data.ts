import type { Client } from "pg";
import { BENCH_TENANT, FULL_SCALE, seedLists, type ListsScale } from "../seed-lists";
import type { BenchDatabase } from "./bench-database";
import { seedSessions } from "./sessions";

export const scaled = (scale: number): ListsScale => ({
  tickets: Math.round(FULL_SCALE.tickets * scale),
  messages: Math.round(FULL_SCALE.messages * scale),
  contacts: Math.round(FULL_SCALE.contacts * scale),
});

/**
 * Name of the database `--keep` keeps between the runs of the benchmarks on the lists' data (one
 * per multiple of the full data); `BENCH_KEPT_DATABASE` names another (a copy made with
 * `CREATE DATABASE ... TEMPLATE`, say, so trees with different migrations do not share one).
 */
export const keptListsDatabase = (kind: "PostgreSQL" | "PGlite", multiple = 1) =>
  process.env.BENCH_KEPT_DATABASE ??
  `atende_lists_kept${multiple === 1 ? "" : `_x${String(multiple).replace(".", "_")}`}${kind === "PGlite" ? "_pglite" : ""}`;

/**
 * Seeds bench/seed-lists.ts's data into an empty database; a database seeded before (kept with
 * `--keep`) is reused as it is, after fresh statistics.
 */
export async function ensureListsData(
  db: Client,
  database: BenchDatabase,
  scale: ListsScale,
  log: (line: string) => void,
) {
  const {
    rows: [{ count }],
  } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM "Ticket" t JOIN "Tenant" n ON n.id = t."idGraf" WHERE n.name = $1`,
    [BENCH_TENANT],
  );
  if (count === 0) {
    log(`seeding ${scale.tickets} tickets, ${scale.messages} messages, ${scale.contacts} contacts`);
    const started = performance.now();
    await seedLists(database.url, scale, seedSessions(database), log);
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else if (count !== scale.tickets) {
    throw new Error(`the kept database holds ${count} tickets, not ${scale.tickets}: drop it or run with its --scale`);
  } else {
    // Indexes of migrations applied since the seed need statistics like the rest.
    await db.query("ANALYZE");
  }
  const {
    rows: [{ bytes }],
  } = await db.query<{ bytes: number }>("SELECT pg_database_size(current_database())::float8 AS bytes");
  const gib = bytes / 2 ** 30;
  log(`database size ${gib.toFixed(2)} GiB, ${(gib / (scale.messages / 1e6)).toFixed(2)} GiB per million messages`);
}
