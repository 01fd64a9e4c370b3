// Writes a new migration from the difference between the schema of the last migration and
// prisma/schema.prisma, offline. Usage: npm run db:migration -- <name>
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SNAPSHOT_FILE, diffSchemas, migrationsDir, schemaPath } from "../lib/db/migrator";

async function main() {
  const name = (process.argv[2] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!name) throw new Error("usage: npm run db:migration -- <name>");
  const existing = (await readdir(migrationsDir).catch(() => [] as string[])).filter((d) => /^\d{14}_/.test(d)).sort();
  const last = existing.at(-1);
  const from = last ? await readFile(path.join(migrationsDir, last, SNAPSHOT_FILE), "utf8") : null;
  const to = await readFile(schemaPath, "utf8");
  const sql = await diffSchemas(from, to);
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log("No schema changes since the last migration.");
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "migration.sql"), sql);
  await writeFile(path.join(dir, SNAPSHOT_FILE), to);
  await writeFile(path.join(migrationsDir, "migration_lock.toml"), 'provider = "postgresql"\n');
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
