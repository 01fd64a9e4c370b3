import { execFileSync } from "node:child_process";
import path from "node:path";

// Integration suites talk to a database served by a child process (tests/support/database-server.ts):
// PGlite's WASM and the schema engine run there, outside Jest's module sandbox. One template,
// migrated here once per run, is what every suite's database starts from.
const TEMPLATE_ENV = "ATENDE_TEST_DATABASE_TEMPLATE";

export default async function globalSetup() {
  process.env.AUTH_SECRET ??= "integration-tests-only-secret-0123456789abcdef";
  process.env.NEXTAUTH_SECRET = process.env.AUTH_SECRET;
  const root = path.resolve(import.meta.dirname, "../..");
  const output = execFileSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tests/support/database-template.ts"],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  process.env[TEMPLATE_ENV] = output.toString().trim().split("\n").pop();
}
