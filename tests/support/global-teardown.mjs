import { execFileSync } from "node:child_process";
import path from "node:path";

// Drops the run's template database, or deletes its PGlite dump (tests/support/global-setup.mjs).
export default async function globalTeardown() {
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tests/support/remove-database-template.ts"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}
