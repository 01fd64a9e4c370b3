// Serves fresh migrated databases to one Jest worker's suites, one after another, for the whole
// run (tests/support/global-setup.mjs starts one per worker). A suite connects to the hub's socket
// and reads one line, its database's URL as JSON; when it closes the connection, the database is
// stopped and dropped. Without DATABASE_URL: an embedded PGlite copied from the run's migrated
// template. With it (a local PostgreSQL server): a new database on that server from the template.
// A process of its own, started once: PGlite's WASM and the schema engine run outside Jest's
// module sandbox, and a suite's start costs no process start and no new PGlite module.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrator";
import { currentTemplate } from "./database-templates";
import { freshPostgresDatabase } from "./fresh-postgres-database";

type Database = { url: string; stop: () => Promise<void> };

/** A copy of the template's data directory opens in about a second; initdb in memory takes five. */
async function copyOfEmbedded(templateDir: string): Promise<Database> {
  const dir = mkdtempSync(path.join(tmpdir(), "atende-suite-"));
  const dataDir = path.join(dir, "pgdata");
  cpSync(templateDir, dataDir, { recursive: true });
  const database = await startEmbeddedDatabase({ dataDir });
  return {
    url: database.url,
    stop: async () => {
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function migratedFromScratch(serverUrl: string | undefined): Promise<Database> {
  const database = serverUrl ? await freshPostgresDatabase(serverUrl) : await startEmbeddedDatabase({ dataDir: null });
  await applyMigrations(database.url);
  return database;
}

function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const template = currentTemplate();
  if (serverUrl && template?.kind === "server") return freshPostgresDatabase(serverUrl, template.name);
  if (!serverUrl && template?.kind === "embedded") return copyOfEmbedded(template.dataDir);
  return migratedFromScratch(serverUrl);
}

const stopping = new Set<Promise<void>>();
const stopped = (database: Database) => {
  const stop = database.stop().finally(() => stopping.delete(stop));
  stopping.add(stop);
};

async function serve(connection: Socket) {
  let database: Database | undefined;
  let closed = false;
  connection.once("close", () => {
    closed = true;
    if (database) stopped(database);
  });
  try {
    database = await freshDatabase();
    if (closed) return stopped(database);
    connection.write(`${JSON.stringify({ url: database.url })}\n`);
  } catch (error) {
    connection.end(`${JSON.stringify({ error: error instanceof Error ? error.stack : String(error) })}\n`);
  }
}

const socketPath = process.argv[2];
const server = createServer((connection) => void serve(connection));
server.listen(socketPath, () => process.stdout.write("ready\n"));
// Global teardown closes stdin, once every suite closed its connection; the hub ends when the
// last database is stopped.
process.stdin.on("end", () => {
  server.close();
  void Promise.all(stopping).then(() => process.exit(0));
});
process.stdin.resume();
