import { createAdapter } from "@socket.io/postgres-adapter";
import pg from "pg";
import type { Server } from "socket.io";
import { logger } from "@/lib/process/logger";
import { batchingNotifies } from "./batched-notify";

/**
 * Socket.IO's PostgreSQL adapter over DATABASE_URL: an emit reaches the sockets of every process
 * (NOTIFY, those of one turn in one statement, with bigger or binary payloads in
 * socket_io_attachments), and serverSideEmit carries the processes' own messages (forwarded session
 * calls, forgotten callers). One LISTEN connection per process plus a few for NOTIFY; the sign-in
 * limits use the same pool.
 */
export function attachClusterAdapter(io: Server, url: string) {
  const log = (error: Error) => logger().warn({ err: error }, "cluster adapter");
  // Kept open when idle, like the main pool (lib/db/client.ts): a burst's publishes find them ready.
  const pool = new pg.Pool({ connectionString: url, max: 4, min: 4 });
  pool.on("error", log);
  io.adapter(
    createAdapter(batchingNotifies(pool), {
      // A process that stops answering is counted out after 10 s, so calls awaiting every process stop waiting for it.
      heartbeatInterval: 3_000,
      heartbeatTimeout: 10_000,
      errorHandler: log,
    }),
  );
  return { pool, close: () => pool.end() };
}
