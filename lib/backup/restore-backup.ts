import { existsSync, readdirSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { extract } from "tar";
import type { Env } from "@/lib/config/env";
import { makeDataDirPrivate, makeTreePrivate } from "@/lib/process/private-data-dir";
import { DUMP, readManifest, type BackupManifest } from "./backup-manifest";
import { runPgTool } from "./pg-tools";

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** A restore never mixes with data already there: the target database must be empty. */
async function assertEmptyServerDatabase(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      `SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    if (Number(rows[0].tables) > 0)
      throw new Error("The database of DATABASE_URL is not empty: restore into a new, empty database");
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back: into an empty DATA_DIR for the embedded database (the server stopped), or
 * into the empty database of DATABASE_URL with pg_restore; media and the auth secret into DATA_DIR.
 * A backup restores into the same kind of database it was taken from.
 */
export async function restoreBackup(env: Env, file: string): Promise<BackupManifest> {
  const dataDir = path.resolve(env.DATA_DIR);
  const work = await mkdtemp(path.join(tmpdir(), "atende-restore-"));
  try {
    await extract({ file: path.resolve(file), cwd: work });
    const manifest = await readManifest(work);
    const target = env.DATABASE_URL ? "postgresql" : "embedded";
    if (manifest.database !== target) {
      throw new Error(
        `This backup holds an ${manifest.database} database; restore it with ${manifest.database === "embedded" ? "no DATABASE_URL" : "DATABASE_URL set"}`,
      );
    }
    for (const part of ["pgdata", "media"]) {
      if (existsSync(path.join(work, part)) && !isEmptyDir(path.join(dataDir, part))) {
        throw new Error(`${path.join(dataDir, part)} is not empty: restore into an empty data directory`);
      }
    }
    if (env.DATABASE_URL) {
      await assertEmptyServerDatabase(env.DATABASE_URL);
      await runPgTool("pg_restore", env.DATABASE_URL, [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        path.join(work, DUMP),
      ]);
    }
    // What is restored is the data directory's, owner-only whatever modes the archive carried.
    await makeDataDirPrivate(dataDir);
    for (const part of ["pgdata", "media", "auth-secret"]) {
      if (existsSync(path.join(work, part)))
        await cp(path.join(work, part), path.join(dataDir, part), {
          recursive: true,
          force: false,
          errorOnExist: true,
        });
    }
    await makeTreePrivate(dataDir);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
