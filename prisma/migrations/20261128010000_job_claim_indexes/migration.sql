-- Hand-written: what a claim asks of the jobs not yet finished, each from an index of those alone,
-- so a backlog (a bulk send, a burst of replies) does not make every claim walk it:
-- - the jobs a tenant is running now (claimed, not finished), counted against its cap;
-- - whether a job's group has an earlier job unfinished (a ticket's replies go out in order).
-- They replace the indexes on (group, id) and on lockedAt over every job ever run: each query on
-- those columns also asks for unfinished jobs, and each job's claim and end no longer update them.
CREATE INDEX "Job_running_by_tenant" ON "Job" ("queue", "idGraf", "lockedAt") WHERE "lockedAt" IS NOT NULL AND "doneAt" IS NULL AND "failedAt" IS NULL;
CREATE INDEX "Job_pending_by_group" ON "Job" ("group", "id") WHERE "doneAt" IS NULL AND "failedAt" IS NULL;
DROP INDEX "Job_group_id_idx";
DROP INDEX "Job_lockedAt_idx";
