import { randomUUID } from "node:crypto";
import { PRESENCE_RENEW_MS } from "@/lib/auth/presence-rule";
import { logger } from "@/lib/process/logger";
import type { RealtimeServer } from "@/lib/realtime/events";
import { dropProcessSockets, dropSocket, recordSocket, renewSockets } from "@/lib/users/presence";

const logged = (what: string) => (error: unknown) => logger().error({ err: error }, what);

/**
 * Keeps this process's sockets in UserSocket (lib/users/presence.ts), under an id new at every
 * start: a row per connected socket, renewed every PRESENCE_RENEW_MS while it holds any, so the
 * rows of a process that died expire. `stop` (shutdown) takes its rows away before the sockets close.
 */
export function trackPresence(io: RealtimeServer) {
  const processId = randomUUID();
  let stopping = false;
  io.on("connection", (socket) => {
    const ref = { socketId: socket.id, userId: socket.data.userId, idGraf: socket.data.idGraf };
    const recorded = recordSocket(ref, processId).catch(logged("a socket's presence was not recorded"));
    socket.on("disconnect", () => {
      if (!stopping) void recorded.then(() => dropSocket(ref)).catch(logged("a socket's presence was not dropped"));
    });
  });
  // A process without sockets has nothing to renew, and nobody here to tell of others' expiry.
  const timer = setInterval(() => {
    if (io.of("/").sockets.size) void renewSockets(processId).catch(logged("the sockets' presence was not renewed"));
  }, PRESENCE_RENEW_MS);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await dropProcessSockets(processId).catch(logged("the sockets' presence was not dropped at shutdown"));
    },
  };
}
