import { disconnectPrisma } from "@/lib/db/client";
import { markShuttingDown } from "@/lib/health/process-state";
import { logger } from "@/lib/process/logger";
import type { RunningDatabase } from "./database";
import type { startJobs } from "./jobs";
import type { startSessions } from "./sessions";
import type { startWeb } from "./web";

type Running = {
  web: Awaited<ReturnType<typeof startWeb>>;
  sessions: ReturnType<typeof startSessions>;
  jobs: Awaited<ReturnType<typeof startJobs>>;
  database: RunningDatabase;
};

/** Requests and jobs under way get until this long after the signal; closing the rest takes under a second or two. */
const DRAIN_MS = 7_500;
/** What an orchestrator waits before it kills (Docker's and Kubernetes' default is 10 s). */
const EXIT_WITHIN_MS = 10_000;

/**
 * On SIGTERM or SIGINT, once: /api/ready and /api/health answer 503 (for `delaySeconds` the
 * process still takes new connections, so a balancer polling them takes it out first), then it
 * takes no new connection, lets the requests and jobs under way finish (a job still running at the
 * deadline gives its claim back), stores what the sessions reported and closes them, gives their
 * leases to the other processes, disconnects the sockets and exits 0. A second signal, or a stop
 * that overruns, exits 1 at once.
 */
export function stopOnSignals(running: Running, delaySeconds: number) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger().warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    markShuttingDown();
    logger().info({ signal }, `${signal}: shutting down`);
    setTimeout(() => {
      logger().error("shutdown overran its time: exiting now");
      process.exit(1);
    }, EXIT_WITHIN_MS - 500).unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
      running.web.stopAccepting();
      const deadline = started + DRAIN_MS;
      await Promise.all([running.web.drain(deadline), running.jobs.stop(deadline)]);
      await running.sessions.stop();
      await running.web.close();
      await disconnectPrisma();
      await running.database.stop();
      logger().info({ ms: Date.now() - started }, `stopped in ${Date.now() - started} ms`);
      process.exit(0);
    } catch (error) {
      logger().error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
