import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { logger } from "@/lib/process/logger";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import type { Server } from "socket.io";
import { ProcessSessionCluster } from "./cluster/session-cluster";

/** Every connection's session, in this process or (clustered) where its lease is held. */
export function startSessions(io: Server, clustered: boolean) {
  const cluster = clustered ? new ProcessSessionCluster(io) : undefined;
  const sessions = new SessionManager(providers, takeInProviderEvents, cluster);
  installSessionManager(sessions);
  cluster?.start(sessions);
  // Connections come back in the background: a slow provider never holds the server up.
  void sessions.startAll().catch((error) => logger().error({ err: error }, "could not start the sessions"));
  return {
    /**
     * Closes every session here once what they reported is stored, then gives their leases to
     * the other processes, which take them over at once.
     */
    async stop() {
      await cluster?.stopScanning();
      await sessions.stopAll();
      await cluster?.leave();
      installSessionManager(undefined);
    },
  };
}
