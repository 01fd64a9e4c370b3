import { createLogger, installLogger } from "@/lib/process/logger";

export type LogLine = { level: string; time: string; msg: string } & Record<string, unknown>;

/** Installs a logger whose JSON lines land in `lines` (parsed), until `restore`. */
export function captureLog() {
  const lines: LogLine[] = [];
  installLogger(
    createLogger({ level: "debug", destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }),
  );
  return { lines, restore: () => installLogger(undefined) };
}
