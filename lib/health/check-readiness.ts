import { readdir } from "node:fs/promises";
import { prisma } from "@/lib/db/client";
import { migrationsDir } from "@/lib/db/migrations-dir";
import { isShuttingDown, isWarmingUp } from "./process-state";

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "shutting down" | "warming up" | "database unavailable" | "migrations pending" };

type Database = Pick<typeof prisma, "$queryRaw">;

const ANSWER_WITHIN_MS = 3000;

/** The migrations shipped with this build, by folder name (as _prisma_migrations records them). */
async function shippedMigrations() {
  return (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error("no answer in time")), ms)),
  );
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should get traffic: not shutting down, done warming up at start, its
 * database answering within 3 s, and every migration of this build applied (a node of a newer
 * build waits for its migrations).
 */
export async function checkReadiness(database: Database = prisma): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, reason: "shutting down" };
  if (isWarmingUp()) return { ready: false, reason: "warming up" };
  let applied: string[];
  try {
    const rows = await within(
      database.$queryRaw<{ name: string }[]>`
        SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
      ANSWER_WITHIN_MS,
    );
    applied = rows.map((row) => row.name);
  } catch {
    return { ready: false, reason: "database unavailable" };
  }
  const done = new Set(applied);
  if ((await shippedMigrations()).some((name) => !done.has(name)))
    return { ready: false, reason: "migrations pending" };
  return { ready: true };
}
