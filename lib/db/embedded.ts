import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./data-dir-lock";

// The embedded PostgreSQL: PGlite served on loopback, so the app always talks to Postgres through
// the same driver. PGlite is one session: pglite-socket serializes connections (and holds others
// back while a transaction is open), so pools stay small and transactions short.

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Starts PGlite persisted under `dataDir` (in memory when null) and serves it on 127.0.0.1. */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  port?: number;
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 16,
  });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}
