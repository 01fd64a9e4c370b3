-- Hand-written: claims take every tenant's next due job in turn. This index holds only jobs not
-- yet finished, by queue, tenant and due time, so finding the tenants with work (a skip scan) and
-- each one's next jobs never walks a tenant's whole backlog nor the finished jobs the table keeps.
CREATE INDEX "Job_pending_by_tenant" ON "Job" ("queue", "idGraf", "runAt", "id") WHERE "doneAt" IS NULL AND "failedAt" IS NULL
