import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

// DATA_DIR holds every tenant's data (the embedded database's files and WAL, with connections'
// tokens and secrets), the media and the generated secrets: only the system user running the app
// may read or change any of it.
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes what this process creates from now on owner-only (a umask of 077), creates `dataDir` and
 * brings what is already under it to owner-only modes: a data directory made before carries its
 * old modes.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await makeTreePrivate(dataDir);
}

/**
 * Brings `root` and everything under it to 0700 folders and 0600 files. Symbolic links are left
 * alone, neither followed nor changed.
 */
export async function makeTreePrivate(root: string): Promise<void> {
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    await chmod(dir, PRIVATE_DIR_MODE);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile() && ((await lstat(entryPath)).mode & 0o077) !== 0)
        await chmod(entryPath, PRIVATE_FILE_MODE);
    }
  }
}
