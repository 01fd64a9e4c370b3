import path from "node:path";
import type { Env } from "@/lib/config/env";
import { startEmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrator";
import { logger } from "@/lib/process/logger";

export type RunningDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

/** The configured PostgreSQL server, or the embedded one under DATA_DIR; migrated either way. */
export async function startDatabase(env: Env): Promise<RunningDatabase> {
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, embedded: false, stop: async () => {} }
    : { ...(await startEmbeddedDatabase({ dataDir: path.join(env.DATA_DIR, "pgdata") })), embedded: true };
  try {
    const applied = await applyMigrations(database.url);
    if (applied.length) logger().info({ migrations: applied }, `Applied migrations: ${applied.join(", ")}`);
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
