import { createServer } from "node:http";
import next from "next";
import type { Env } from "@/lib/config/env";
import { forgetCallersElsewhere } from "@/lib/auth/caller";
import { stampClientAddress } from "@/lib/http/client-address";
import { serveDirectRoute } from "@/lib/http/direct-routes";
import { log } from "@/lib/process/registry";
import { setSocketServer } from "@/lib/realtime/emitter";
import { attachSocketServer } from "@/lib/realtime/socket-server";
import { attachClusterAdapter } from "./cluster/cluster-adapter";
import { shareAcrossProcesses } from "./cluster/shared-limits";
import type { RunningDatabase } from "./database";
import { hotApiRoutes } from "./hot-api-routes";

/**
 * Next.js and Socket.IO on one HTTP server: the hot reads answered directly (hot-api-routes.ts),
 * everything else by Next. With a PostgreSQL server, Socket.IO's adapter joins the processes.
 */
export async function startWeb(env: Env, database: RunningDatabase) {
  const dev = env.NODE_ENV !== "production";
  const app = next({ dev, hostname: "localhost", port: env.PORT, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();

  const httpServer = createServer((req, res) => {
    stampClientAddress(req, env.TRUST_PROXY === "1");
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

  async function close() {
    setSocketServer(undefined);
    // Closing Socket.IO disconnects every socket and closes the HTTP server with it.
    const closed = new Promise<void>((resolve) => io.close(() => resolve()));
    httpServer.closeAllConnections();
    await closed;
    forgetCallersElsewhere(undefined);
    await adapter?.close();
    await app.close();
  }
  return { io, port, clustered: !!adapter, close };
}
