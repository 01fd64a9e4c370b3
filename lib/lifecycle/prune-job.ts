import { env } from "@/lib/config/env";
import { defineRecurringJob } from "@/lib/jobs/recurring";
import { logger } from "@/lib/process/logger";
import { pruneFinishedData } from "./prune-finished-data";

/** Pruning runs once an hour across all server processes (enqueueForPeriod). */
export const pruneJob = defineRecurringJob({
  queue: "prune-finished-data",
  everyMs: 60 * 60_000,
  async run() {
    const pruned = await pruneFinishedData(env().JOB_RETENTION_DAYS);
    if (pruned.jobs || pruned.refreshTokens || pruned.authSessions || pruned.ssoTokenUses) {
      logger().info(
        pruned,
        `pruned ${pruned.jobs} finished jobs, ${pruned.refreshTokens} expired refresh tokens, ${pruned.authSessions} sign-ins, ${pruned.ssoTokenUses} sign-on uses`,
      );
    }
  },
});
