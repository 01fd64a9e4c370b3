import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  logs: () => string;
  /** A clean shutdown (SIGTERM); answers the exit code. */
  stop: () => Promise<number | null>;
  /** A crash: SIGKILL to the server and every process it started, with no chance to clean up. */
  kill: () => Promise<void>;
};

// Each server gets a process group and kills go to the whole group: what the server started
// (ffmpeg making a video's still) must not outlive a crash as an orphan.
const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // the group is gone already
  }
};
// Data directories (tens of MB each, about a gigabyte a run) go when the worker ends, not when their
// server stops: a test may start a server again on the same one.
const madeDirs = new Set<string>();
process.once("exit", () => {
  running.forEach(killGroup);
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** An empty data directory: the server's first start makes and migrates its database there. */
export function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "atende-e2e-"));
  madeDirs.add(dir);
  return dir;
}

/** Names the migrated embedded database global setup made (tests/e2e/support/global-setup.ts). */
export const DATA_DIR_TEMPLATE = "ATENDE_E2E_DATA_DIR_TEMPLATE";
/** Names the migrated database global setup made on TEST_POSTGRES_URL's server, when given. */
export const POSTGRES_TEMPLATE = "ATENDE_E2E_POSTGRES_TEMPLATE";

/**
 * A data directory whose embedded database is a copy of the migrated template, for servers that
 * need a clean one but whose test is not the first start (those pass a newDataDir()). The demo
 * tenant is not in the template: the server seeds it at start, as on a first start.
 */
function migratedDataDir() {
  const dataDir = newDataDir();
  const template = process.env[DATA_DIR_TEMPLATE];
  if (template) cpSync(template, path.join(dataDir, "pgdata"), { recursive: true });
  return dataDir;
}

/**
 * A test's server lives seconds and is asked for a few routes, so it skips start-up work that only
 * a long-lived process earns back: V8's optimizing compiler on PGlite's, Prisma's and the schema
 * engine's WebAssembly (about 1.5 s of CPU a start on background threads; the baseline compiler's
 * code runs instead), and Next's loading of every route's module before the first request (about
 * 1 s). Benchmarks ask for `optimized` servers, which start as production does.
 */
const SHORT_LIVED = { flags: ["--liftoff-only"], env: { NEXT_PRELOAD_ROUTES: "0" } };

/** Starts the compiled server (`npm start`'s command) in production mode and waits until it is ready (or fails with its output). */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; optimized?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (options.env?.DATABASE_URL ? newDataDir() : migratedDataDir());
  const shortLived = options.optimized ? { flags: [], env: {} } : SHORT_LIVED;
  const child = spawn(process.execPath, [...shortLived.flags, "--enable-source-maps", ".next/atende-server.cjs"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...shortLived.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "",
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await waitForReady(child, () => output);
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    logs: () => output,
    stop: () => stopProcess(child),
    kill: async () => void (await ended(child, () => killGroup(child))),
  };
}

async function waitForReady(child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (!/Ready on http/.test(output())) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`server did not start in time:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signals the process and waits for its exit (answers its code); nothing to do when it has exited already. */
async function ended(child: ChildProcess, signal: () => void): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  signal();
  return exited;
}

export async function stopProcess(child: ChildProcess) {
  const timer = setTimeout(() => killGroup(child), 15_000);
  const code = await ended(child, () => child.kill("SIGTERM"));
  clearTimeout(timer);
  return code;
}
