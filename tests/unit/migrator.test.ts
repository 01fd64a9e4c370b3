import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { migrationsDir } from "@/lib/db/migrator";

// A process that migrates several databases (a benchmark seeding each scale of its data) gets every
// one migrated, not a schema engine reading the first one's memory and failing.
test("one process migrates two databases in turn, each to the last migration", () => {
  const migrations = readdirSync(migrationsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const tsx = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
  const output = execFileSync(process.execPath, [tsx, "tests/support/migrate-two-databases.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    // A synchronous child is not stopped by Jest's timeout: it is bounded here.
    timeout: 100_000,
  });
  const results = JSON.parse(output.toString().trim().split("\n").pop()!);
  expect(results).toEqual([
    { applied: migrations.length, tickets: 0 },
    { applied: migrations.length, tickets: 0 },
  ]);
}, 120_000);
