import { releaseClaimsOfDeadProcess } from "@/lib/jobs/job-queue";
import { JobRunner, installJobRunner } from "@/lib/jobs/job-runner";
import { enqueueForPeriod, isRecurring } from "@/lib/jobs/recurring";
import { JOBS } from "./job-list";

/** The job runner with every job of the list, and the enqueue of the recurring ones (auto-close, count folding, pruning). */
export async function startJobs(embedded: boolean) {
  const jobs = new JobRunner(JOBS);
  installJobRunner(jobs);
  // The embedded database serves one process: claims left by a killed one are this process's to retry.
  if (embedded) await releaseClaimsOfDeadProcess();
  jobs.start();
  // Each recurring job is enqueued once per period across all server processes; asked every minute.
  const recurring = () => {
    for (const job of JOBS.filter(isRecurring)) void enqueueForPeriod(job).catch(() => undefined);
  };
  const periodic = setInterval(recurring, 60_000);
  return {
    /** Claims nothing more; jobs under way finish until `deadline`, or their claims are released. */
    async stop(deadline?: number) {
      clearInterval(periodic);
      await jobs.stop(deadline);
      installJobRunner(undefined);
    },
  };
}
