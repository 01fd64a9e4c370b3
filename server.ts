import "@/server/next-async-storage";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { readEnv, settleEnvironment, type Env } from "@/lib/config/env";
import { registerListeners } from "@/lib/listeners/register-listeners";
import { createLogger, installLogger, logger } from "@/lib/process/logger";
import { makeDataDirPrivate } from "@/lib/process/private-data-dir";
import { seedDemoTenant } from "@/lib/tenants/seed-demo-tenant";
import { ensureAuthSecret } from "@/server/auth-secret";
import { startDatabase, type RunningDatabase } from "@/server/database";
import { startJobs } from "@/server/jobs";
import { startSessions } from "@/server/sessions";
import { stopOnSignals } from "@/server/shutdown";
import { warmUp } from "@/server/warm-up";
import { startWeb } from "@/server/web";

// One process: the database (embedded PGlite unless DATABASE_URL is set), Next.js and Socket.IO
// on one port. Server-side machinery starts here, never from a route module. On a PostgreSQL
// server several such processes may run side by side (docs/ARCHITECTURE.md, "Several processes").

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
  settleEnvironment();
}

/** The first start's generated password goes to a file only its owner reads, never to the log. */
async function keepGeneratedPassword(env: Env, password: string) {
  const file = path.join(env.DATA_DIR, "initial-admin-password");
  await mkdir(env.DATA_DIR, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

/**
 * Told as soon as the tenant is seeded: a start that fails later (a port in use) must not lose the
 * only copy of a generated password, and no later start tells it again.
 */
async function announceSeeded(env: Env, seeded: Awaited<ReturnType<typeof seedDemoTenant>>) {
  if (!seeded) return;
  logger().info(`Demo tenant created. Sign in as ${seeded.email}`);
  if (!seeded.generatedPassword) return;
  const file = await keepGeneratedPassword(env, seeded.generatedPassword);
  logger().info({ file }, `Generated password written to ${file}: sign in with it, change it, then delete the file`);
}

async function main() {
  const env = readEnv();
  installLogger(createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === "development" }));
  await makeDataDirPrivate(env.DATA_DIR);
  const secret = await ensureAuthSecret(env);
  const database = await startDatabase(env);
  handOverEnvironment(env, secret, database);
  logger().info(
    database.embedded ? `Embedded PostgreSQL under ${env.DATA_DIR}` : "PostgreSQL server from DATABASE_URL",
  );
  registerListeners();

  await announceSeeded(env, await seedDemoTenant({ email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD }));
  const web = await startWeb(env, database);
  await warmUp(web.port);
  const sessions = startSessions(web.io, web.clustered);
  const jobs = await startJobs(database.embedded);
  stopOnSignals({ web, sessions, jobs, database }, env.SHUTDOWN_DELAY_SECONDS);
  logger().info({ port: web.port }, `Ready on http://localhost:${web.port}`);
}

main().catch((error) => {
  logger().fatal({ err: error }, `failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
