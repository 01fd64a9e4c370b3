import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { log } from "@/lib/process/registry";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import type { Server } from "socket.io";
import { ProcessSessionCluster } from "./cluster/session-cluster";

/** Every connection's session, in this process or (clustered) where its lease is held. */
export function startSessions(io: Server, clustered: boolean) {
  const cluster = clustered ? new ProcessSessionCluster(io, log) : undefined;
  const sessions = new SessionManager(providers, takeInProviderEvents, log, cluster);
  installSessionManager(sessions);
  cluster?.start(sessions);
  // Connections come back in the background: a slow provider never holds the server up.
  void sessions.startAll().catch((error) => log(`starting sessions: ${error instanceof Error ? error.message : String(error)}`));
  return {
    async stop() {
      await sessions.stopAll();
      await cluster?.stop();
      installSessionManager(undefined);
    },
  };
}
