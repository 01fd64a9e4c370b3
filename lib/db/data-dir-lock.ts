import { readFileSync, rmSync, writeFileSync } from "node:fs";

// PGlite has no postmaster lock of its own: two processes opening one data directory would
// corrupt it. The owner's pid is kept beside the directory; a lock whose process is gone is stale.
function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(readFileSync(lockFile, "utf8"));
    if (owner !== process.pid && isAlive(owner)) {
      throw new Error(`The embedded database ${dataDir} is in use by process ${owner}: stop that process first.`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
