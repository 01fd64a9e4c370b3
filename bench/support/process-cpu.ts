import { readdirSync, readFileSync } from "node:fs";

// CPU time of processes from /proc (Linux), to tell what a run costs each part apart from how long
// it waited for the shared machine's cores.
const TICKS_PER_SECOND = 100;

type Marker = { environ?: string; cmdline?: string };

const read = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined; // the process ended
  }
};

/** The live processes whose environment or command line contains `marker`. */
function matchingPids(marker: Marker): string[] {
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    const environ = marker.environ ? read(`/proc/${pid}/environ`) : undefined;
    const cmdline = marker.cmdline ? read(`/proc/${pid}/cmdline`) : undefined;
    return Boolean(
      (marker.environ && environ?.includes(marker.environ)) || (marker.cmdline && cmdline?.includes(marker.cmdline)),
    );
  });
}

/** User and system CPU seconds of a `stat` file of /proc (a process's or a thread's). */
function statTimes(file: string): { user: number; system: number } {
  const stat = read(file)?.toString();
  if (!stat) return { user: 0, system: 0 };
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}

/** User and system CPU seconds of the live processes whose environment or command line contains `marker`. */
export function cpuTimes(marker: Marker): { user: number; system: number } {
  let user = 0;
  let system = 0;
  for (const pid of matchingPids(marker)) {
    const times = statTimes(`/proc/${pid}/stat`);
    user += times.user;
    system += times.system;
  }
  return { user, system };
}

/** User + system CPU seconds of the live processes whose environment or command line contains `marker`. */
export function cpuSeconds(marker: Marker): number {
  const { user, system } = cpuTimes(marker);
  return user + system;
}

/**
 * User + system CPU seconds of the matching processes' main threads, and of their other threads:
 * in Node, V8's optimizing compiler and garbage collector helpers, and libuv's pool.
 */
export function threadCpuSeconds(marker: Marker): { main: number; others: number } {
  let main = 0;
  let others = 0;
  for (const pid of matchingPids(marker)) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // the process ended
    }
    for (const tid of tids) {
      const { user, system } = statTimes(`/proc/${pid}/task/${tid}/stat`);
      if (tid === pid) main += user + system;
      else others += user + system;
    }
  }
  return { main, others };
}
