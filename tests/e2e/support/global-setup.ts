import { execFile, execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { DatabaseTemplate } from "../../support/database-templates";
import { removeTemplate } from "../../support/database-templates";
import { postgresUrl } from "./postgres";
import { DATA_DIR_TEMPLATE, POSTGRES_TEMPLATE } from "./server";

// The server runs in production mode, so it needs a build of the current sources.
// E2E_SKIP_BUILD=1 reuses the existing .next (CI builds it as a tier of its own, and locally when
// iterating). Then the migrated databases servers begin from (tests/e2e/support/server.ts): an
// embedded one, copied for a server started on a data directory of its own (a copy opens in a
// second where initdb and every migration take several), and with TEST_POSTGRES_URL one on that
// server, which each worker's server gets a copy of. Workers inherit the variables naming them.
export default async function globalSetup() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (process.env.E2E_SKIP_BUILD !== "1") {
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env });
  }
  const template = async (databaseUrl: string) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "tests/support/database-template.ts"],
      { env: { ...env, DATABASE_URL: databaseUrl } },
    );
    return JSON.parse(stdout.trim().split("\n").pop()!) as DatabaseTemplate;
  };
  const [embedded, onServer] = await Promise.all([template(""), postgresUrl ? template(postgresUrl) : undefined]);
  if (embedded.kind !== "embedded") throw new Error("the embedded template came out as a server's");
  process.env[DATA_DIR_TEMPLATE] = embedded.dataDir;
  if (onServer?.kind === "server") process.env[POSTGRES_TEMPLATE] = onServer.name;
  return async () => {
    rmSync(path.dirname(embedded.dataDir), { recursive: true, force: true });
    if (onServer) await removeTemplate(onServer);
  };
}
