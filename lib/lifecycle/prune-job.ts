import { env } from "@/lib/config/env";
import type { JobHandler } from "@/lib/jobs/job-runner";
import { logger } from "@/lib/process/logger";
import { pruneFinishedData } from "./prune-finished-data";

export const PRUNE_QUEUE = "prune-finished-data";
/** Pruning runs once an hour across all server processes (enqueueForPeriod). */
export const PRUNE_PERIOD_MS = 60 * 60_000;

export const pruneJob: JobHandler = {
  async run() {
    const pruned = await pruneFinishedData(env().JOB_RETENTION_DAYS);
    if (pruned.jobs || pruned.refreshTokens || pruned.authSessions || pruned.ssoTokenUses) {
      logger().info(
        pruned,
        `pruned ${pruned.jobs} finished jobs, ${pruned.refreshTokens} expired refresh tokens, ${pruned.authSessions} sign-ins, ${pruned.ssoTokenUses} sign-on uses`,
      );
    }
  },
};
