import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { disconnectPrisma } from "@/lib/db/client";
import { startEmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrator";

export type BenchDatabase = { kind: "PostgreSQL" | "PGlite"; url: string; stop: () => Promise<void> };

/**
 * A fresh, migrated database for one benchmark run: a new database on the PostgreSQL server of
 * BENCH_POSTGRES_URL when given (dropped afterwards), else an embedded PGlite in a temporary folder.
 * With `keep`, the database (or folder) `name` is created when missing, kept afterwards and reused
 * by the next run, with any new migrations applied.
 */
export async function benchDatabase(
  kind: "PostgreSQL" | "PGlite",
  options: { name?: string; keep?: boolean } = {},
): Promise<BenchDatabase> {
  let database: BenchDatabase;
  if (kind === "PostgreSQL") {
    const server = process.env.BENCH_POSTGRES_URL;
    if (!server) throw new Error("BENCH_POSTGRES_URL is required for the PostgreSQL run");
    const name = options.name ?? `atende_bench_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!(options.keep && rowCount)) await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    database = {
      kind,
      url: url.toString(),
      stop: async () => {
        await disconnectPrisma();
        // The migrator's idle connection closes on its own within seconds; forcing it would make
        // its pool report an error.
        for (let attempt = 0; !options.keep; attempt++) {
          try {
            await admin.query(`DROP DATABASE ${name}`);
            break;
          } catch (error) {
            if (attempt >= 30) throw error;
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
        }
        await admin.end();
      },
    };
  } else {
    const dir = options.name ? path.join(tmpdir(), options.name) : mkdtempSync(path.join(tmpdir(), "atende-bench-"));
    mkdirSync(dir, { recursive: true });
    const embedded = await startEmbeddedDatabase({ dataDir: path.join(dir, "pgdata") });
    database = {
      kind,
      url: embedded.url,
      stop: async () => {
        await disconnectPrisma();
        await embedded.stop();
        if (!options.keep) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const applied = await applyMigrations(database.url);
  if (options.keep && applied.length && kind === "PostgreSQL") await settleMigrated(database.url);
  process.env.DATABASE_URL = database.url;
  // PGlite is one session and gets one connection, as in server.ts.
  process.env.DATABASE_POOL_SIZE = kind === "PGlite" ? "1" : "10";
  return database;
}

/**
 * A kept database's new migrations (a backfill, an index) leave rows without statistics or
 * visibility map and dirty pages: vacuumed, analyzed and checkpointed now, they do not fall on the
 * measured run as autovacuum and checkpoint writes.
 */
async function settleMigrated(url: string) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("VACUUM (ANALYZE)");
    await db.query("CHECKPOINT");
  } finally {
    await db.end();
  }
}

/** Runs `work` for items 0..count-1 with at most `concurrency` at a time. */
export async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}
