import { readdirSync, readFileSync } from "node:fs";

// CPU time of processes from /proc (Linux), to tell what a run costs each part apart from how long
// it waited for the shared machine's cores.
const TICKS_PER_SECOND = 100;

const read = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined; // the process ended
  }
};

/** User and system CPU seconds of the live processes whose environment or command line contains `marker`. */
export function cpuTimes(marker: { environ?: string; cmdline?: string }): { user: number; system: number } {
  let user = 0;
  let system = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const environ = marker.environ ? read(`/proc/${pid}/environ`) : undefined;
    const cmdline = marker.cmdline ? read(`/proc/${pid}/cmdline`) : undefined;
    if (
      !(marker.environ && environ?.includes(marker.environ)) &&
      !(marker.cmdline && cmdline?.includes(marker.cmdline))
    )
      continue;
    const stat = read(`/proc/${pid}/stat`)?.toString();
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    user += Number(fields[11]);
    system += Number(fields[12]);
  }
  return { user: user / TICKS_PER_SECOND, system: system / TICKS_PER_SECOND };
}

/** User + system CPU seconds of the live processes whose environment or command line contains `marker`. */
export function cpuSeconds(marker: { environ?: string; cmdline?: string }): number {
  const { user, system } = cpuTimes(marker);
  return user + system;
}
