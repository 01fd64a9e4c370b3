import { availableParallelism } from "node:os";
import { Client } from "pg";
import type { BenchDatabase } from "./bench-database";

/**
 * Runs `tasks` on `sessions` connections of their own, each session taking the next task when it is
 * free, after running `settings` once. PostgreSQL runs a statement on one core: a seed's long
 * single-core statements (a GIN index's build, a slice of the reports' figures) on two sessions keep
 * both cores busy. A task that fails stops the others from taking more.
 */
export async function onSessions(
  url: string,
  sessions: number,
  settings: string[],
  tasks: ((db: Client) => Promise<unknown>)[],
) {
  let next = 0;
  const session = async () => {
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      for (const setting of settings) await db.query(setting);
      while (next < tasks.length) await tasks[next++](db);
    } catch (error) {
      next = tasks.length;
      throw error;
    } finally {
      await db.end();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(sessions, tasks.length)) }, session));
}

/** A session a core on a PostgreSQL server; one on PGlite, which is one session however many connections it serves. */
export const seedSessions = (database: Pick<BenchDatabase, "kind">) =>
  database.kind === "PostgreSQL" ? availableParallelism() : 1;
