import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

// Integration suites talk to databases served by child processes (tests/support/database-hub.ts):
// PGlite's WASM and the schema engine run there, outside Jest's module sandbox. One template,
// migrated here once per run, is what every suite's database starts from; one hub per Jest worker
// serves that worker's suites, so a suite's database is ready without starting a process.
const TEMPLATE_ENV = "ATENDE_TEST_DATABASE_TEMPLATE";
const HUBS_ENV = "ATENDE_TEST_DATABASE_HUBS";

export default async function globalSetup(globalConfig) {
  process.env.AUTH_SECRET ??= "integration-tests-only-secret-0123456789abcdef";
  process.env.NEXTAUTH_SECRET = process.env.AUTH_SECRET;
  const root = path.resolve(import.meta.dirname, "../..");
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "" };
  const output = execFileSync(process.execPath, [tsx, "tests/support/database-template.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.env[TEMPLATE_ENV] = output.toString().trim().split("\n").pop();

  const dir = mkdtempSync(path.join(tmpdir(), "atende-hubs-"));
  const workers = Math.max(1, globalConfig.maxWorkers);
  globalThis.databaseHubs = await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const hub = spawn(process.execPath, [tsx, "tests/support/database-hub.ts", path.join(dir, `${index + 1}.sock`)], {
        cwd: root,
        env: { ...env, [TEMPLATE_ENV]: process.env[TEMPLATE_ENV] },
        stdio: ["pipe", "pipe", "inherit"],
      });
      return new Promise((resolve, reject) => {
        createInterface({ input: hub.stdout }).once("line", () => resolve(hub));
        hub.once("exit", (code) => reject(new Error(`database hub ${index + 1} exited (${code})`)));
      });
    }),
  );
  process.env[HUBS_ENV] = dir;
}
