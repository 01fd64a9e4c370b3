import DataLoader from "dataloader";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import type { RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { serviceOr } from "@/lib/process/registry";
import type { z } from "zod";
import type { JobDefinition, JobKind } from "./define-job";

// Durable jobs in PostgreSQL. A job is claimed with FOR UPDATE SKIP LOCKED, so however many server
// processes poll, each job runs in one of them; a claim left by a crashed process expires.
export type Job = {
  id: bigint;
  queue: string;
  key: string | null;
  /** 0 for the server's own work. */
  idGraf: number;
  payload: Prisma.JsonValue;
  attempts: number;
  maxAttempts: number;
};

const CLAIM_EXPIRES_SECONDS = 300;

type Db = Pick<RawTx, "$executeRaw">;

export type EnqueueOptions = {
  /** The tenant the job works for (none for the server's own work): claims take tenants in turn. */
  idGraf?: number;
  /** Text, or SQL for a key drawn from a row the same statement writes. */
  key?: string | Prisma.Sql;
  group?: string;
  runAt?: Date;
};

/**
 * The INSERT that adds a job, for a statement that writes the job with the row it works on
 * (storeOutbound). The payload is the definition's, or SQL giving jsonb of that shape (a job whose
 * payload does not fit its schema fails when claimed). With `from` (SQL naming a relation of the
 * statement), a job for each of its rows, whose columns the payload and key may read: none when it
 * has none.
 */
export function insertJobSql<Payload extends z.ZodType>(
  definition: JobKind<Payload>,
  payload: z.input<Payload> | Prisma.Sql,
  options: EnqueueOptions & { from?: Prisma.Sql } = {},
): Prisma.Sql {
  const key = options.key instanceof Prisma.Sql ? options.key : Prisma.sql`${options.key ?? null}::text`;
  const json = payload instanceof Prisma.Sql ? payload : Prisma.sql`${JSON.stringify(payload)}::jsonb`;
  const values = Prisma.sql`${definition.queue}::text, ${options.idGraf ?? 0}::int, ${key}, ${options.group ?? null}::text, ${json},
    ${options.runAt ?? new Date()}::timestamp(3), ${definition.maxAttempts ?? 5}::int`;
  return Prisma.sql`
    INSERT INTO "Job" ("queue", "idGraf", "key", "group", "payload", "runAt", "maxAttempts")
    ${options.from ? Prisma.sql`SELECT ${values} FROM ${options.from}` : Prisma.sql`VALUES (${values})`}
    ON CONFLICT ("key") DO NOTHING`;
}

/**
 * Adds a job of this definition, in the caller's transaction when given one; a job with the same
 * key is kept once. Jobs of one group run one at a time, in the order they were enqueued.
 */
export async function enqueue<Payload extends z.ZodType>(
  db: Db,
  definition: JobKind<Payload>,
  payload: z.input<Payload>,
  options?: EnqueueOptions,
) {
  await db.$executeRaw(insertJobSql(definition, payload, options));
}

/**
 * The jobs claimed, and whether they were every job of the queue that was due and free: then
 * claiming again finds nothing until a job is enqueued or comes due.
 */
export type Claimed = { jobs: Job[]; tookAllDue: boolean };

/**
 * Claims up to `limit` due jobs of a queue, tenants in turn: every tenant's next job before any
 * tenant's second, so one tenant's backlog never delays another's job. A tenant already running
 * `tenantCap` jobs of the queue gets none (with several processes claiming at once it may run a
 * few more for a moment). A job whose group has an earlier job unfinished waits for it. Tenants
 * with work are found by a skip scan of the partial index Job_pending_by_tenant, and each gives
 * at most its cap of candidates, so a claim never walks a whole backlog.
 */
export async function claim(queue: string, limit: number, tenantCap = limit): Promise<Claimed> {
  const expiry = Prisma.sql`now() - make_interval(secs => ${CLAIM_EXPIRES_SECONDS})`;
  const pending = Prisma.sql`"queue" = ${queue} AND "doneAt" IS NULL AND "failedAt" IS NULL`;
  const claimed = await readSql<Omit<Job, "id"> & { id: string; due: number }>(
    Prisma.sql`
    UPDATE "Job" SET "lockedAt" = now(), "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "Job" WHERE "id" = ANY(ARRAY(
        WITH RECURSIVE tenant AS (
          (SELECT "idGraf" FROM "Job" WHERE ${pending} ORDER BY "idGraf" LIMIT 1)
          UNION ALL
          SELECT (SELECT "idGraf" FROM "Job" WHERE ${pending} AND "idGraf" > tenant."idGraf" ORDER BY "idGraf" LIMIT 1)
          FROM tenant WHERE tenant."idGraf" IS NOT NULL
        )
        SELECT next."id" FROM tenant
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS "running" FROM "Job" WHERE ${pending} AND "idGraf" = tenant."idGraf" AND "lockedAt" >= ${expiry}
        ) AS busy
        CROSS JOIN LATERAL (
          SELECT j."id", j."runAt", row_number() OVER (ORDER BY j."runAt", j."id") AS "turn"
          FROM (
            SELECT j."id", j."runAt" FROM "Job" AS j
            WHERE j."queue" = ${queue} AND j."idGraf" = tenant."idGraf" AND j."doneAt" IS NULL AND j."failedAt" IS NULL
              AND j."runAt" <= now() AND (j."lockedAt" IS NULL OR j."lockedAt" < ${expiry})
              AND (j."group" IS NULL OR NOT EXISTS (
                SELECT 1 FROM "Job" AS earlier
                WHERE earlier."group" = j."group" AND earlier."id" < j."id" AND earlier."doneAt" IS NULL AND earlier."failedAt" IS NULL))
            ORDER BY j."runAt", j."id"
            LIMIT ${tenantCap}
          ) AS j
        ) AS next
        WHERE tenant."idGraf" IS NOT NULL AND next."turn" + busy."running" <= ${tenantCap}
        ORDER BY next."turn", next."runAt", next."id"
        LIMIT ${limit}))
      -- Checked again on the row as locked: a job another process claimed and committed after this
      -- statement's snapshot was chosen above as free, and would otherwise run twice. The candidates
      -- are an array looked up by id, and the conditions are written so that no index of pending
      -- jobs serves them: otherwise PostgreSQL walked every pending job of the queue to find the
      -- few candidates (a backlog of 1,300 sends: 4.8 ms a claim).
      AND coalesce("doneAt", "failedAt") IS NULL AND ("lockedAt" IS NULL OR "lockedAt" < ${expiry})
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"::text, "queue", "key", "idGraf", "payload", "attempts", "maxAttempts",
      -- The due jobs no one held as the claim began, the claimed ones included, counted up to one
      -- more than the limit: more than were claimed means some wait on their group or tenant.
      (SELECT count(*)::int FROM (
        SELECT 1 FROM "Job" WHERE ${pending} AND "runAt" <= now() AND ("lockedAt" IS NULL OR "lockedAt" < ${expiry})
        LIMIT ${limit + 1}) AS due) AS "due"`,
    // Planned for the jobs there are at each claim, never kept: a plan kept from when the table was
    // small walked the whole table for every candidate once a backlog came (866 ms a claim with
    // 1,500 jobs waiting), until PostgreSQL analysed the table again.
    { prepared: false },
  );
  return {
    jobs: claimed.map(({ due: _due, ...job }) => ({ ...job, id: BigInt(job.id) })),
    tookAllDue: claimed.length > 0 && claimed[0].due <= claimed.length,
  };
}

/**
 * The queues among `queues` with a job due and not claimed: what a poll wakes. One statement for
 * every queue instead of a claim each (eight a second per idle process, each planned), so a
 * process with nothing to do asks once a second. It may name a queue whose due jobs wait on their
 * group or their tenant's cap; the claim then finds nothing, as it did when every queue was claimed.
 */
export async function dueQueues(queues: string[]): Promise<string[]> {
  const rows = await readSql<{ queue: string }>(
    Prisma.sql`
      SELECT q."queue" FROM unnest(${queues}::text[]) AS q("queue")
      WHERE EXISTS (
        SELECT 1 FROM "Job" AS j
        WHERE j."queue" = q."queue" AND j."doneAt" IS NULL AND j."failedAt" IS NULL AND j."runAt" <= now()
          AND (j."lockedAt" IS NULL OR j."lockedAt" < now() - make_interval(secs => ${CLAIM_EXPIRES_SECONDS})))`,
    // Planned at each poll, like the claim: a plan kept from a small table would walk a large one.
    { prepared: false },
  );
  return rows.map((row) => row.queue);
}

/**
 * Frees the claims of a process that died while running jobs, so they run now rather than when
 * the claim expires (five minutes: a bulk send or a reply stalled that long after a restart). Only
 * where one process owns the database (the embedded one, its data directory locked): with several
 * processes a claim may be a live neighbour's, and is left to expire.
 */
export async function releaseClaimsOfDeadProcess() {
  return prisma.$executeRaw`UPDATE "Job" SET "lockedAt" = NULL WHERE "lockedAt" IS NOT NULL AND "doneAt" IS NULL AND "failedAt" IS NULL`;
}

/**
 * Gives back the claims of jobs this process will not finish (it is stopping): they run again at
 * once elsewhere, and the attempt does not count.
 */
export async function releaseClaims(ids: bigint[]) {
  if (!ids.length) return;
  await prisma.$executeRaw`
    UPDATE "Job" SET "lockedAt" = NULL, "attempts" = GREATEST("attempts" - 1, 0)
    WHERE "id" IN (${Prisma.join(ids)}) AND "lockedAt" IS NOT NULL AND "doneAt" IS NULL AND "failedAt" IS NULL`;
}

/**
 * For a job whose work is one transaction: marks the job done in that transaction, so the work and
 * the job's end commit together, and answers false when a run before already committed (a crash
 * came between that commit and the runner's record of it): that run's work is not done again. Its
 * row lock makes a second run, of another process whose claim expired, wait and then answer false.
 */
export async function finishOnce(tx: RawTx, job: Pick<Job, "id">): Promise<boolean> {
  return (await tx.$executeRaw`UPDATE "Job" SET "doneAt" = now() WHERE "id" = ${job.id} AND "doneAt" IS NULL`) > 0;
}

declare module "@/lib/process/registry" {
  interface ProcessServices {
    jobCompletions: DataLoader<bigint, void>;
  }
}

// Jobs that end within a few milliseconds of each other are marked done by one statement: a queue
// running many short jobs at once (webhook deliveries, 150 a second) spent a statement on each.
const COMPLETIONS_WINDOW_MS = 5;

const completions = () =>
  serviceOr(
    "jobCompletions",
    () =>
      new DataLoader<bigint, void>(
        async (ids) => {
          await readSql(
            Prisma.sql`UPDATE "Job" SET "doneAt" = now(), "lockedAt" = NULL WHERE "id" = ANY(${ids.map(String)}::bigint[])`,
          );
          return ids.map(() => undefined);
        },
        { cache: false, batchScheduleFn: (run) => setTimeout(run, COMPLETIONS_WINDOW_MS) },
      ),
  );

/** Marks the job done. */
export const complete = (id: bigint) => completions().load(id);

/** Runs the job again at runAt, as work that is not due yet rather than a failed attempt. */
export async function defer(id: bigint, runAt: Date) {
  await prisma.$executeRaw`
    UPDATE "Job" SET "runAt" = ${runAt}, "lockedAt" = NULL, "attempts" = GREATEST("attempts" - 1, 0) WHERE "id" = ${id}`;
}

/** Due jobs of a queue and group run now (settings changed, a batch resumed). */
export async function runGroupNow(definition: JobDefinition, group: string) {
  await prisma.$executeRaw`
    UPDATE "Job" SET "runAt" = now()
    WHERE "queue" = ${definition.queue} AND "group" = ${group} AND "doneAt" IS NULL AND "failedAt" IS NULL AND "runAt" > now()`;
}

/** The wait before a job's next attempt after `attempts` failed ones: doubled at each. */
export const retryDelayMs = (baseDelayMs: number, attempts: number) =>
  (env().JOB_RETRY_BASE_MS ?? baseDelayMs) * 2 ** (attempts - 1);

/** Fails the job for good, with the reason kept as its last error. */
export async function failForGood(id: bigint, reason: string) {
  await prisma.job.update({
    where: { id },
    data: { failedAt: new Date(), lockedAt: null, lastError: reason.slice(0, 1000) },
  });
}

/** A failed attempt: retried later with exponential backoff, or failed for good. Says which. */
export async function retryOrFail(job: Job, error: unknown, baseDelayMs: number): Promise<"retry" | "failed"> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (job.attempts >= job.maxAttempts) {
    await failForGood(job.id, lastError);
    return "failed";
  }
  const runAt = new Date(Date.now() + retryDelayMs(baseDelayMs, job.attempts));
  await prisma.job.update({ where: { id: job.id }, data: { runAt, lockedAt: null, lastError } });
  return "retry";
}
