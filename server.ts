import "@/server/next-async-storage";
import { readEnv, type Env } from "@/lib/config/env";
import { disconnectPrisma } from "@/lib/db/client";
import { markShuttingDown } from "@/lib/health/process-state";
import { registerListeners } from "@/lib/listeners/register-listeners";
import { provide } from "@/lib/process/registry";
import { seedDemoTenant } from "@/lib/tenants/seed-demo-tenant";
import { ensureAuthSecret } from "@/server/auth-secret";
import { startDatabase, type RunningDatabase } from "@/server/database";
import { startJobs } from "@/server/jobs";
import { startSessions } from "@/server/sessions";
import { warmUp } from "@/server/warm-up";
import { startWeb } from "@/server/web";

// One process: the database (embedded PGlite unless DATABASE_URL is set), Next.js and Socket.IO
// on one port. Server-side machinery starts here, never from a route module. On a PostgreSQL
// server several such processes may run side by side (docs/ARCHITECTURE.md, "Several processes").
const log = (line: string) => console.log(`[atende] ${line}`);

/**
 * What this start decided, handed on through the environment: next-auth reads its secret and URL
 * there, and lib/ (through env(), in server.ts's modules and Next's bundles alike) the secret, the
 * database's address and pool size, and whether the database is the embedded one (the
 * simulator's rule, simulator-enabled.ts). The only place the process's environment is written.
 */
function handOverEnvironment(env: Env, secret: string, database: RunningDatabase) {
  process.env.AUTH_SECRET = secret;
  process.env.NEXTAUTH_SECRET = secret;
  process.env.NEXTAUTH_URL ??= env.APP_URL ?? `http://localhost:${env.PORT}`;
  process.env.DATABASE_URL = database.url;
  // PGlite is one session: several connections gain nothing and pglite-socket was seen to mix
  // their traffic under load, so the embedded database gets exactly one.
  if (database.embedded) process.env.DATABASE_POOL_SIZE = "1";
  process.env.DATABASE_EMBEDDED = database.embedded ? "1" : "0";
}

function announce(port: number, seeded: Awaited<ReturnType<typeof seedDemoTenant>>) {
  log(`Ready on http://localhost:${port}`);
  if (!seeded) return;
  log(`Demo tenant created. Sign in as ${seeded.email}`);
  if (seeded.generatedPassword) log(`Generated password (shown only once): ${seeded.generatedPassword}`);
}

/** Stops in the reverse order of the start, once, on SIGINT or SIGTERM. */
function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    log(`${signal}: shutting down`);
    await stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

async function main() {
  const env = readEnv();
  provide("log", log);
  const secret = await ensureAuthSecret(env);
  const database = await startDatabase(env, log);
  handOverEnvironment(env, secret, database);
  log(database.embedded ? `Embedded PostgreSQL under ${env.DATA_DIR}` : "PostgreSQL server from DATABASE_URL");
  registerListeners();

  const seeded = await seedDemoTenant({ email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD });
  const web = await startWeb(env, database);
  await warmUp(web.port);
  announce(web.port, seeded);
  const sessions = startSessions(web.io, web.clustered);
  const jobs = await startJobs(database.embedded);

  stopOnSignals(async () => {
    await jobs.stop();
    await sessions.stop();
    await web.close();
    await disconnectPrisma();
    await database.stop();
  });
}

main().catch((error) => {
  console.error(`[atende] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
