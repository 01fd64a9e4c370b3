// Serves one fresh, migrated database for a test suite and prints its URL on stdout.
// Without DATABASE_URL: an in-memory PGlite. With it (a local PostgreSQL server): a new database
// on that server, dropped again when this process is told to stop.
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrator";
import { freshPostgresDatabase } from "./fresh-postgres-database";

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshPostgresDatabase(serverUrl) : await startEmbeddedDatabase({ dataDir: null });
  await applyMigrations(database.url);
  process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);
  const stop = async () => {
    await database.stop();
    process.exit(0);
  };
  process.stdin.on("end", stop);
  process.stdin.resume();
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
