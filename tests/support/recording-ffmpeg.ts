import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * An ffmpeg for FFMPEG_PATH that writes a line when each run starts and ends and, in between,
 * runs the real one a little late (so runs that may overlap do): what a view costs in runs, which
 * of them decode, and how many run at once.
 */
export async function recordingFfmpeg(dir: string) {
  const real = (await import("@ffmpeg-installer/ffmpeg")).default.path;
  const log = path.join(dir, "ffmpeg.log");
  const binary = path.join(dir, "recording-ffmpeg");
  writeFileSync(
    binary,
    `#!/bin/sh\necho "start $*" >> "${log}"\nsleep 0.2\n"${real}" "$@"\ncode=$?\necho end >> "${log}"\nexit $code\n`,
    { mode: 0o700 },
  );
  const lines = () => (existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : []);
  return {
    path: binary,
    /** The arguments of every run so far. */
    runs: () => lines().flatMap((line) => (line.startsWith("start ") ? [line.slice(6)] : [])),
    /** The most runs that were under way at one time. */
    mostAtOnce: () => {
      let now = 0;
      let most = 0;
      for (const line of lines()) {
        now += line === "end" ? -1 : 1;
        most = Math.max(most, now);
      }
      return most;
    },
    forget: () => writeFileSync(log, ""),
  };
}

/** An ffmpeg for FFMPEG_PATH that never finishes: only its time limit ends it. */
export function hangingFfmpeg(dir: string) {
  const binary = path.join(dir, "hanging-ffmpeg");
  writeFileSync(binary, "#!/bin/sh\nexec sleep 60\n", { mode: 0o700 });
  return binary;
}
