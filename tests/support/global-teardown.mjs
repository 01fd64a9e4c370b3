import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

// Ends the database hubs, then drops the run's template database or deletes its PGlite data
// directory (tests/support/global-setup.mjs).
export default async function globalTeardown() {
  await Promise.all(
    (globalThis.databaseHubs ?? []).map((hub) => {
      if (hub.exitCode !== null) return undefined;
      const exited = new Promise((resolve) => hub.once("exit", resolve));
      hub.stdin.end();
      return exited;
    }),
  );
  rmSync(process.env.ATENDE_TEST_DATABASE_HUBS, { recursive: true, force: true });
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tests/support/remove-database-template.ts"],
    { cwd: root, stdio: "inherit" },
  );
}
