import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { DATA_DIR_TEMPLATE } from "./server";

// The server runs in production mode, so it needs a build of the current sources.
// E2E_SKIP_BUILD=1 reuses the existing .next (CI builds it as a tier of its own, and locally when
// iterating). Then one migrated embedded database, which servers started on a data directory of
// their own begin from (tests/e2e/support/server.ts): a copy opens in a second where initdb and
// every migration take several. Workers inherit the variable naming it.
export default function globalSetup() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (process.env.E2E_SKIP_BUILD !== "1") {
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
  }
  const output = execFileSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "tests/support/database-template.ts"],
    {
      env: { ...env, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const { dataDir } = JSON.parse(output.toString().trim().split("\n").pop()!) as { dataDir: string };
  process.env[DATA_DIR_TEMPLATE] = dataDir;
  return () => rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
