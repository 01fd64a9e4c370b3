import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import type { Env } from "@/lib/config/env";
import { forgetCallersElsewhere } from "@/lib/auth/caller";
import { stampClientAddress } from "@/lib/http/client-address";
import { serveDirectRoute } from "@/lib/http/direct-routes";
import { applySecurityHeaders } from "@/lib/http/security-headers";
import { logger } from "@/lib/process/logger";
import { setSocketServer } from "@/lib/realtime/emitter";
import { attachSocketServer } from "@/lib/realtime/socket-server";
import { attachClusterAdapter } from "./cluster/cluster-adapter";
import { shareAcrossProcesses } from "./cluster/shared-limits";
import type { RunningDatabase } from "./database";
import { fastRoutes } from "./fast-routes";
import { METRICS_PATH, metricsAccess, serveMetrics } from "./metrics-endpoint";
import { RequestsInFlight, observeRequest } from "./observe-request";
import { trackPresence } from "./presence";
import { routePatterns } from "./route-patterns";

/**
 * Next.js and Socket.IO on one HTTP server: GET /metrics and the routes declared fast answered
 * directly (fast-routes.ts), everything else by Next. With a PostgreSQL server, Socket.IO's adapter
 * joins the processes.
 */
export async function startWeb(env: Env, database: RunningDatabase) {
  const dev = env.NODE_ENV !== "production";
  const app = next({ dev, hostname: "localhost", port: env.PORT, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();
  const appDir = path.join(process.cwd(), "app");
  const patterns = routePatterns(appDir);
  const direct = await fastRoutes(appDir);
  const observed = {
    routeOf: (pathname: string) => (pathname === METRICS_PATH ? METRICS_PATH : patterns(pathname)),
    inFlight: new RequestsInFlight(),
  };

  const metricsRules = metricsAccess(env);
  const security = { dev, trustProxy: env.TRUST_PROXY === "1", erpFrameAncestors: env.ERP_FRAME_ANCESTORS };
  const httpServer = createServer((req, res) => {
    stampClientAddress(req, env.TRUST_PROXY === "1");
    applySecurityHeaders(req, res, security);
    observeRequest(req, res, observed, async () => {
      if (await serveMetrics(req, res, metricsRules)) return;
      if (!(await serveDirectRoute(direct, patterns, req, res))) await handle(req, res);
    });
  });
  // An idle kept-alive connection outlives a client's or a balancer's (60 s is common): were it
  // closed here first (Node's default is 5 s), a request sent on it as it closes is reset, not answered.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const io = attachSocketServer(httpServer);
  const adapter = database.embedded ? undefined : attachClusterAdapter(io, database.url);
  if (adapter) shareAcrossProcesses(io, adapter.pool);
  const presence = trackPresence(io);
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    httpServer.on("upgrade", (req, socket, head) => {
      if (!req.url?.startsWith("/socket.io")) void upgrade(req, socket, head);
    });
  }

  // A port in use fails the start: Next's own uncaughtException handler would keep the process alive.
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(env.PORT, env.HOST, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const closed = new Promise<void>((resolve) => httpServer.once("close", () => resolve()));

  /** Takes no new connection (idle kept-alive ones close); requests under way go on. */
  function stopAccepting() {
    if (httpServer.listening) httpServer.close();
  }

  /** Resolves when every request under way has been answered, or at `deadline` (ms since the epoch). */
  async function drain(deadline: number) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">(
      (resolve) => (timer = setTimeout(() => resolve("late"), Math.max(0, deadline - Date.now()))),
    );
    const outcome = await Promise.race([observed.inFlight.drained(), late]);
    clearTimeout(timer);
    if (outcome === "late")
      logger().warn({ requests: observed.inFlight.size }, "requests still under way at shutdown are cut");
  }

  async function close() {
    stopAccepting();
    setSocketServer(undefined);
    await presence.stop();
    // Disconnects every socket (their clients reconnect to another process) and closes the adapter;
    // connections still open (a request past the deadline, idle kept-alive ones) are cut.
    const ioClosed = io.close();
    httpServer.closeAllConnections();
    await Promise.all([ioClosed, closed]);
    forgetCallersElsewhere(undefined);
    await adapter?.close();
    await app.close();
  }
  return { io, port, clustered: !!adapter, stopAccepting, drain, close };
}
