import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrator";

// Run by tests/unit/migrator.test.ts outside Jest (PGlite and the schema engine load WASM): two
// embedded databases migrated in turn by one process; prints, for each, the migrations applied
// and whether its tickets table answers.
async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "atende-migrator-"));
  const results = [];
  try {
    for (const name of ["first", "second"]) {
      const database = await startEmbeddedDatabase({ dataDir: path.join(dir, name) });
      try {
        const applied = await applyMigrations(database.url);
        const client = new Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query(`SELECT count(*)::int AS count FROM "Ticket"`);
        await client.end();
        results.push({ applied: applied.length, tickets: rows[0].count });
      } finally {
        await database.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.exit(0);
}

void main();
