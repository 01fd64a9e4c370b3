import { sqlTransaction } from "@/lib/db/sql-transaction";
import { dispatch } from "@/lib/events/dispatch";
import { defineJob } from "@/lib/jobs/define-job";
import { assignTickets } from "@/lib/queues/assign-tickets";
import { assignNextTicket } from "./assign-next-ticket";

/**
 * Hands out a round-robin department's waiting tickets one transaction each, until none waits or
 * nobody is free; each assignment is announced after its commit as the accept it is.
 */
export const assignTicketsJob = defineJob({
  ...assignTickets,
  async run({ queueId }, job) {
    for (;;) {
      const event = await sqlTransaction((tx) => assignNextTicket(tx, job.idGraf, queueId));
      if (!event) return;
      await dispatch([event]);
    }
  },
});
