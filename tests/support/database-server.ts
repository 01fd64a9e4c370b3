// Serves one fresh, migrated database for a test suite and prints its URL on stdout.
// Without DATABASE_URL: an in-memory PGlite. With it (a local PostgreSQL server): a new database
// on that server, dropped again when this process is told to stop.
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrator";

async function onServer(serverUrl: string) {
  const host = new URL(serverUrl).hostname;
  if (!["localhost", "127.0.0.1", "::1", ""].includes(host)) {
    throw new Error(`Refusing to run tests against a non-local database (${host})`);
  }
  const name = `atende_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await onServer(serverUrl) : await startEmbeddedDatabase({ dataDir: null });
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
