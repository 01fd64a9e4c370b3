import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { makeTreePrivate, PRIVATE_DIR_MODE } from "@/lib/process/private-data-dir";
import { lockDataDir } from "./data-dir-lock";
import { startPasswordGate } from "./password-gate";

// The embedded PostgreSQL: PGlite served on a socket, so the app always talks to Postgres through
// the same driver. PGlite is one session: pglite-socket serializes connections (and holds others
// back while a transaction is open), so pools stay small and transactions short. It holds every
// tenant's data and trusts whoever connects, so it is served only on Unix sockets in a private
// directory (mode 0700: no other system user reaches them, where a loopback port is open to
// every local process), behind a gate asking for a password made at each start.

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Starts PGlite persisted under `dataDir` (in memory when null) and serves it on a private socket with a password. */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  // PGlite gives the files of a new database the modes of its own image (0666), whatever the umask.
  if (options.dataDir) await makeTreePrivate(options.dataDir);
  // mkdtemp makes the directory 0700; its name is short enough for a socket path anywhere.
  const socketDir = await mkdtemp(path.join(tmpdir(), "atende-pg-"));
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, "pglite.sock"),
    maxConnections: options.maxConnections ?? 16,
  });
  await server.start();
  const password = randomBytes(24).toString("base64url");
  // The name node-postgres looks for in the socket directory `host` names (port 5432).
  const closeGate = await startPasswordGate({
    path: path.join(socketDir, ".s.PGSQL.5432"),
    password,
    upstream: path.join(socketDir, "pglite.sock"),
  });
  return {
    url: `postgresql://postgres:${password}@localhost/postgres?host=${socketDir}&sslmode=disable`,
    stop: async () => {
      await closeGate();
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
      unlock();
    },
  };
}
