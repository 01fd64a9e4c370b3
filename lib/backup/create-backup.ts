import { createWriteStream, existsSync } from "node:fs";
import { chmod, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create } from "tar";
import type { Env } from "@/lib/config/env";
import { lockDataDir } from "@/lib/db/data-dir-lock";
import { PRIVATE_FILE_MODE } from "@/lib/process/private-data-dir";
import { DUMP, MANIFEST, type BackupManifest } from "./backup-manifest";
import { runPgTool } from "./pg-tools";

/**
 * Writes one gzipped tar archive with the database, the media on local disk and the generated
 * auth secret. The embedded database is copied as its data directory, so the server must be
 * stopped (its lock is held while copying); a PostgreSQL server is dumped with pg_dump while it
 * serves (a consistent snapshot).
 */
export async function createBackup(env: Env, file: string): Promise<BackupManifest> {
  const dataDir = path.resolve(env.DATA_DIR);
  const work = await mkdtemp(path.join(tmpdir(), "atende-backup-"));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: env.DATABASE_URL ? "postgresql" : "embedded",
    media: env.MEDIA_STORE === "local" ? "included" : "in-bucket",
    authSecret: existsSync(path.join(dataDir, "auth-secret")),
  };
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(path.join(dataDir, "pgdata"));
  try {
    if (env.DATABASE_URL)
      await runPgTool("pg_dump", env.DATABASE_URL, [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(work, DUMP)}`,
      ]);
    else if (!existsSync(path.join(dataDir, "pgdata"))) throw new Error(`No embedded database under ${dataDir}`);
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    // The data directory's parts join the archive through links in the work folder (followed).
    const fromData = [
      ...(env.DATABASE_URL ? [] : ["pgdata"]),
      ...(manifest.media === "included" && existsSync(path.join(dataDir, "media")) ? ["media"] : []),
      ...(manifest.authSecret ? ["auth-secret"] : []),
    ];
    for (const name of fromData) await symlink(path.join(dataDir, name), path.join(work, name));
    const partial = `${path.resolve(file)}.part`;
    // The archive holds every tenant's data and the secrets: only its owner may read it.
    await pipeline(
      create({ gzip: true, cwd: work, portable: true, follow: true }, [
        MANIFEST,
        ...(env.DATABASE_URL ? [DUMP] : []),
        ...fromData,
      ]),
      createWriteStream(partial, { mode: PRIVATE_FILE_MODE }),
    );
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, path.resolve(file));
    return manifest;
  } finally {
    unlock();
    await rm(work, { recursive: true, force: true });
  }
}
