import { readFile, readdir, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { startEmbeddedDatabase } from "./embedded";
import { migrationsDir } from "./migrations-dir";

export { migrationsDir };

// Prisma's native schema engine cannot be downloaded here, so migrations run on the WASM build
// published on npm. Its package hides the loader behind `exports`, hence the manual instantiation.
// Applied migrations are recorded in `_prisma_migrations`, exactly as `prisma migrate deploy` does.

export const schemaPath = path.join(process.cwd(), "prisma", "schema.prisma");
/** Each migration keeps the schema it was written from, so the next one is a schema-to-schema diff. */
export const SNAPSHOT_FILE = "schema.prisma";

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  free(): void;
};

const noFilters = { externalTables: [], externalEnums: [] };

type Bindings = { SchemaEngine: { new: (...args: unknown[]) => Promise<Engine> } };

/**
 * The module instantiated once per process: its bindings module is imported once and caches views
 * of the instance's memory, so a second instance would be read through the first one's views.
 */
let bindingsLoaded: Promise<Bindings> | undefined;

async function loadBindings(): Promise<Bindings> {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const bindings = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

async function loadEngine(connectionString: string, onLog: (line: string) => void): Promise<Engine> {
  const registry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
  registry.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (message) => onLog(`schema engine panic: ${message}`),
  };
  const bindings = await (bindingsLoaded ??= loadBindings());
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString, max: 1 }));
  const schema = await readFile(schemaPath, "utf8");
  return bindings.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, onLog, adapter);
}

async function migrationDirectories() {
  const names = (await readdir(migrationsDir).catch(() => [] as string[])).sort();
  const dirs = [];
  for (const name of names) {
    if (!(await stat(path.join(migrationsDir, name))).isDirectory()) continue;
    const content = await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
    dirs.push({ path: name, migrationFile: { path: "migration.sql", content: { tag: "ok", value: content } } });
  }
  return dirs;
}

/** Applies pending migrations; returns the names of those it applied. */
export async function applyMigrations(connectionString: string, onLog: (line: string) => void = () => {}) {
  const engine = await loadEngine(connectionString, onLog);
  try {
    const migrationsList = {
      baseDir: migrationsDir,
      lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
      shadowDbInitScript: "",
      migrationDirectories: await migrationDirectories(),
    };
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** The SQL that takes a database from schema `from` (or nothing) to schema `to`, written without a database. */
export async function diffSchemas(from: string | null, to: string): Promise<string> {
  // The engine connects on start even for a schema-to-schema diff; a throwaway database serves.
  const scratch = await startEmbeddedDatabase({ dataDir: null });
  const engine = await loadEngine(scratch.url, () => {});
  try {
    const target = (content: string, name: string) => ({
      tag: "schemaDatamodel",
      files: [{ path: name, content }],
    });
    const { stdout } = await engine.diff({
      from: from === null ? { tag: "empty" } : target(from, "from.prisma"),
      to: target(to, "to.prisma"),
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return stdout ?? "";
  } finally {
    engine.free();
    await scratch.stop();
  }
}
