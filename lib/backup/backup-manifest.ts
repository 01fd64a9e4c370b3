import { readFile } from "node:fs/promises";
import path from "node:path";

// The first entry of a backup archive: what it holds, so a restore knows what to put back where.
export const MANIFEST = "atende-backup.json";
export const DUMP = "database.dump";

export type BackupManifest = {
  format: 1;
  createdAt: string;
  /** "embedded": a copy of DATA_DIR/pgdata; "postgresql": pg_dump's custom format in database.dump. */
  database: "embedded" | "postgresql";
  /** Whether media/ holds DATA_DIR/media (local store); media in a bucket is not in the archive. */
  media: "included" | "in-bucket";
  /** DATA_DIR/auth-secret was included: sessions and tokens stay valid after a restore. */
  authSecret: boolean;
};

export async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}
