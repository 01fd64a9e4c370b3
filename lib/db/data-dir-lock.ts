import { readFileSync, rmSync, writeFileSync } from "node:fs";

// PGlite has no postmaster lock of its own: two processes opening one data directory would
// corrupt it. The owner's pid (and, on Linux, its start time) is kept beside the directory; a lock
// whose process is gone is stale. A killed server must not keep its data locked: its process may
// linger as a zombie until someone reaps it (in a container whose init never does, forever), and
// its pid may be reused by another process after a restart, so neither counts as the owner.

type Owner = { pid: number; start?: string };

/** The pid's state letter and start time (clock ticks since boot), where /proc tells them. */
function procStat(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], start: fields[19] };
  } catch {
    return null;
  }
}

function isAlive(owner: Owner) {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = procStat(owner.pid);
  if (!stat) return true;
  if (stat.state === "Z" || stat.state === "X") return false;
  return !owner.start || owner.start === stat.start;
}

/** The lock's owner; a file that names no valid pid (one its writer was killed while writing) names none. */
function readOwner(lockFile: string): Owner | null {
  const [pid, start] = readFileSync(lockFile, "utf8").trim().split(/\s+/);
  return /^[1-9]\d*$/.test(pid) ? { pid: Number(pid), start } : null;
}

export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const start = procStat(process.pid)?.start;
  const content = start ? `${process.pid} ${start}` : String(process.pid);
  try {
    writeFileSync(lockFile, content, { flag: "wx" });
  } catch {
    const owner = readOwner(lockFile);
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new Error(`The embedded database ${dataDir} is in use by process ${owner.pid}: stop that process first.`);
    }
    writeFileSync(lockFile, content);
  }
  return () => rmSync(lockFile, { force: true });
}
