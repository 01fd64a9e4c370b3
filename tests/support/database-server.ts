// Serves one fresh, migrated database for a test suite and prints its URL on stdout.
// Without DATABASE_URL: an in-memory PGlite. With it (a local PostgreSQL server): a new database
// on that server, dropped again when this process is told to stop. Both start from the run's
// migrated template when global setup made one, and migrate from scratch otherwise.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrator";
import { currentTemplate } from "./database-templates";
import { freshPostgresDatabase } from "./fresh-postgres-database";

async function fromTemplate() {
  const serverUrl = process.env.DATABASE_URL;
  const template = currentTemplate();
  if (serverUrl && template?.kind === "server") return freshPostgresDatabase(serverUrl, template.name);
  if (!serverUrl && template?.kind === "embedded") return copyOfEmbedded(template.dataDir);
  return undefined;
}

/** A copy of the template's data directory opens in about a second; initdb in memory takes five. */
async function copyOfEmbedded(templateDir: string) {
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

async function migratedFromScratch() {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshPostgresDatabase(serverUrl) : await startEmbeddedDatabase({ dataDir: null });
  await applyMigrations(database.url);
  return database;
}

async function main() {
  const database = (await fromTemplate()) ?? (await migratedFromScratch());
  process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);
  const stop = async () => {
    await database.stop();
    process.exit(0);
  };
  process.stdin.on("end", () => void stop());
  process.stdin.resume();
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
