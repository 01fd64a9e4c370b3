// Restores a backup archive written by `npm run backup` into an empty DATA_DIR (embedded database)
// or the empty database of DATABASE_URL (docs/OPERATIONS.md). Usage: npm run restore -- <file.tar.gz>
// Run it with the server stopped; start the server afterwards.
import { readEnv } from "../lib/config/env";
import { restoreBackup } from "../lib/backup/restore-backup";

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run restore -- <file.tar.gz>");
  const manifest = await restoreBackup(readEnv(), file);
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database} database, media ${manifest.media}).`);
  if (manifest.media === "in-bucket")
    console.log("Media was in the S3 bucket and is not in the archive: point MEDIA_STORE=s3 at that bucket.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
