import "@/server/next-async-storage";
import { createServer } from "node:http";
import next from "next";
import { readEnv } from "@/lib/config/env";
import { stampClientAddress } from "@/lib/http/client-address";
import { applySecurityHeaders } from "@/lib/http/security-headers";
import { serveDirectRoute } from "@/lib/http/direct-routes";
import { hotApiRoutes } from "@/server/hot-api-routes";
import { forgetCallersElsewhere } from "@/lib/auth/caller";
import { disconnectPrisma } from "@/lib/db/client";
import { attachSocketServer } from "@/lib/realtime/socket-server";
import { setSocketServer } from "@/lib/realtime/emitter";
import { ensureAuthSecret } from "@/server/auth-secret";
import { startDatabase } from "@/server/database";
import { attachClusterAdapter } from "@/server/cluster/cluster-adapter";
import { ProcessSessionCluster } from "@/server/cluster/session-cluster";
import { shareAcrossProcesses } from "@/server/cluster/shared-limits";
import { seedDemoTenant } from "@/lib/tenants/seed-demo-tenant";
import { releaseClaimsOfDeadProcess } from "@/lib/jobs/job-queue";
import { JobRunner, installJobRunner } from "@/lib/jobs/job-runner";
import { enqueueForPeriod } from "@/lib/jobs/recurring";
import { publishTicket } from "@/lib/messages/publish-message";
import { BULK_SEND_QUEUE } from "@/lib/bulk/bulk-queue";
import { bulkSendJob } from "@/lib/bulk/bulk-send-job";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { SEND_MESSAGE_QUEUE } from "@/lib/messages/send-message-queue";
import { withScheduleOutcome } from "@/lib/schedules/schedule-outcome";
import { SEND_SCHEDULE_QUEUE, sendScheduleJob } from "@/lib/schedules/send-schedule-job";
import { AUTO_CLOSE_PERIOD_MS, AUTO_CLOSE_QUEUE, autoCloseJob } from "@/lib/tickets/auto-close-job";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";

// One process: the database (embedded PGlite unless DATABASE_URL is set), Next.js and Socket.IO
// on one port. Server-side machinery starts here, never from a route module. On a PostgreSQL
// server several such processes may run side by side (docs/ARCHITECTURE.md, "Several processes").
async function main() {
  const env = readEnv();
  const log = (line: string) => console.log(`[atende] ${line}`);

  const secret = await ensureAuthSecret(env);
  process.env.AUTH_SECRET = secret;
  process.env.NEXTAUTH_SECRET = secret;
  process.env.NEXTAUTH_URL ??= env.APP_URL ?? `http://localhost:${env.PORT}`;

  const database = await startDatabase(env, log);
  process.env.DATABASE_URL = database.url;
  // PGlite is one session: several connections gain nothing and pglite-socket was seen to mix
  // their traffic under load, so the embedded database gets exactly one.
  if (database.embedded) process.env.DATABASE_POOL_SIZE = "1";
  // The simulator's rule (simulator-enabled.ts) tells the embedded database from a server by this.
  process.env.DATABASE_EMBEDDED = database.embedded ? "1" : "";
  log(database.embedded ? `Embedded PostgreSQL under ${env.DATA_DIR}` : "PostgreSQL server from DATABASE_URL");

  const seeded = await seedDemoTenant({ email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD });
  // Shown at once: a start that fails later (a port in use) must not lose the only copy, and no
  // later start shows it again.
  if (seeded) {
    log(`Demo tenant created. Sign in as ${seeded.email}`);
    if (seeded.generatedPassword) log(`Generated password (shown only once): ${seeded.generatedPassword}`);
  }

  const dev = env.NODE_ENV !== "production";
  const app = next({ dev, hostname: "localhost", port: env.PORT, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();

  const security = { dev, trustProxy: env.TRUST_PROXY === "1", erpFrameAncestors: env.ERP_FRAME_ANCESTORS };
  const httpServer = createServer((req, res) => {
    stampClientAddress(req, env.TRUST_PROXY === "1");
    applySecurityHeaders(req, res, security);
    void serveDirectRoute(hotApiRoutes, req, res).then((served) => {
      if (!served) return handle(req, res);
    });
  });
  const io = attachSocketServer(httpServer);
  const adapter = database.embedded ? undefined : attachClusterAdapter(io, database.url, log);
  if (adapter) shareAcrossProcesses(io, adapter.pool);
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    httpServer.on("upgrade", (req, socket, head) => {
      if (!req.url?.startsWith("/socket.io")) void upgrade(req, socket, head);
    });
  }

  await new Promise<void>((resolve) => httpServer.listen(env.PORT, env.HOST, resolve));
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log(`Ready on http://localhost:${port}`);

  const cluster = adapter && new ProcessSessionCluster(io, log);
  const sessions = new SessionManager(providers, log, cluster);
  installSessionManager(sessions);
  cluster?.start(sessions);
  // Connections come back in the background: a slow provider never holds the server up.
  void sessions.startAll().catch((error) => log(`starting sessions: ${error instanceof Error ? error.message : String(error)}`));

  const jobs = new JobRunner(
    {
      [SEND_MESSAGE_QUEUE]: withScheduleOutcome(sendMessageJob),
      [SEND_SCHEDULE_QUEUE]: sendScheduleJob,
      [BULK_SEND_QUEUE]: bulkSendJob,
      [AUTO_CLOSE_QUEUE]: autoCloseJob((closed) => Promise.all(closed.map((t) => publishTicket(t.id))).then(() => undefined)),
    },
    log,
  );
  installJobRunner(jobs);
  if (database.embedded) await releaseClaimsOfDeadProcess();
  jobs.start();
  // Idle tickets are looked for every five minutes, once across all server processes.
  const autoClose = setInterval(() => void enqueueForPeriod(AUTO_CLOSE_QUEUE, AUTO_CLOSE_PERIOD_MS).catch(() => undefined), 60_000);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    clearInterval(autoClose);
    await jobs.stop();
    installJobRunner(undefined);
    await sessions.stopAll();
    await cluster?.stop();
    installSessionManager(undefined);
    setSocketServer(undefined);
    // Closing Socket.IO disconnects every socket and closes the HTTP server with it.
    const closed = new Promise<void>((resolve) => io.close(() => resolve()));
    httpServer.closeAllConnections();
    await closed;
    forgetCallersElsewhere(undefined);
    await adapter?.close();
    await app.close();
    await disconnectPrisma();
    await database.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(`[atende] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
