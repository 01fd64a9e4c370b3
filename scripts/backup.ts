// Writes a backup archive of the whole deployment: the database, media on local disk and the
// generated auth secret (docs/OPERATIONS.md). Usage: npm run backup -- <file.tar.gz>
// The embedded database is copied whole: stop the server first. A PostgreSQL server is dumped
// with pg_dump while it runs.
import { readEnv } from "../lib/config/env";
import { createBackup } from "../lib/backup/create-backup";

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run backup -- <file.tar.gz>");
  const manifest = await createBackup(readEnv(), file);
  console.log(
    `Backup written to ${file}: ${manifest.database} database, media ${manifest.media}${manifest.authSecret ? ", auth secret" : ""}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
