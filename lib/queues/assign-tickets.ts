import { z } from "zod";
import type { RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobKind } from "@/lib/jobs/define-job";

/**
 * The job that hands a round-robin department's waiting tickets to its online attendants
 * (lib/tickets/assign-tickets-job.ts runs it), enqueued where a ticket enters such a department or one of its
 * attendants may take more: coming online, a ticket of theirs closed or moved, a higher limit.
 */
export const assignTickets = {
  queue: "assign-tickets",
  payload: z.object({ queueId: z.number().int() }),
} satisfies JobKind;

/**
 * Enqueues, in `tx`, one assign-tickets job for each round-robin department among `queueIds` (SQL
 * giving queue ids) of the tenant, unless one is already waiting; jobs of a department run one at
 * a time (their group). Returns how many it enqueued, for a wakeJobs after the commit.
 */
async function enqueueAssignments(tx: RawTx, idGraf: number, queueIds: Prisma.Sql): Promise<number> {
  return tx.$executeRaw`
    INSERT INTO "Job" ("queue", "idGraf", "group", "payload", "runAt", "maxAttempts")
    SELECT ${assignTickets.queue}, q."idGraf", ${assignTickets.queue} || ':' || q."id", jsonb_build_object('queueId', q."id"), now(), 5
    FROM "Queue" q
    WHERE q."idGraf" = ${idGraf} AND q."assignment" = 'round_robin' AND q."id" IN (${queueIds})
      AND NOT EXISTS (SELECT 1 FROM "Job" j WHERE j."group" = ${assignTickets.queue} || ':' || q."id"
        AND j."doneAt" IS NULL AND j."failedAt" IS NULL AND j."lockedAt" IS NULL)`;
}

/** For the departments the tickets are waiting in (a ticket that entered one). */
export const assignInTicketsQueues = (tx: RawTx, idGraf: number, ticketIds: number[]) =>
  ticketIds.length
    ? enqueueAssignments(
        tx,
        idGraf,
        Prisma.sql`SELECT t."queueId" FROM "Ticket" t WHERE t."idGraf" = ${idGraf} AND t."id" = ANY(${ticketIds}::int[])
          AND t."status" = 'pending' AND t."userId" IS NULL`,
      )
    : Promise.resolve(0);

/** For the departments of a user who may take more tickets. */
export const assignInUsersQueues = (tx: RawTx, idGraf: number, userId: number) =>
  enqueueAssignments(tx, idGraf, Prisma.sql`SELECT uq."queueId" FROM "UserQueue" uq WHERE uq."userId" = ${userId}`);

/** For departments named by id. */
export const assignInQueues = (tx: RawTx, idGraf: number, queueIds: number[]) =>
  enqueueAssignments(tx, idGraf, Prisma.sql`SELECT unnest(${queueIds}::int[])`);
