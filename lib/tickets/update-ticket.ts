import type { Caller } from "@/lib/auth/caller";
import { assertCan } from "@/lib/auth/permissions";
import { autocommit, type RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { afterAnswer } from "@/lib/process/request-context";
import { assertQueuesInTenant } from "@/lib/queues/assert-queues-in-tenant";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { acceptedByOther } from "./accepted-by-other";
import { assignInQueues, assignInUsersQueues, assignTickets } from "@/lib/queues/assign-tickets";
import { automaticReply } from "./automatic-reply";
import { enqueueTransitionReplies } from "./configured-replies";
import { oneTicketInProgress } from "./one-ticket-in-progress";
import type { UpdateTicketInput } from "./schemas";
import { assignmentAfter, transitionOf, type Assignment } from "./ticket-transitions";
import { transitionEvent } from "./transition-event";
import { updateVisibleTicket } from "./update-visible-ticket";

async function assertTargetsInTenant(tx: RawTx, caller: Caller, input: UpdateTicketInput, next?: Assignment) {
  if (input.queueId !== undefined) await assertQueuesInTenant(tx, caller.idGraf, [input.queueId], "queueId");
  if (next?.userId && next.userId !== caller.userId) {
    const users = await tx.$queryRaw<
      unknown[]
    >`SELECT 1 FROM "User" WHERE "id" = ${next.userId} AND "idGraf" = ${caller.idGraf} AND "status"`;
    if (!users.length) throw new AppError("ERR_NO_USER_FOUND", "User not found");
  }
  if (input.whatsappId !== undefined) {
    const connections = await tx.$queryRaw<
      unknown[]
    >`SELECT 1 FROM "Whatsapp" WHERE "id" = ${input.whatsappId} AND "idGraf" = ${caller.idGraf}`;
    if (!connections.length) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  }
}

/**
 * What a change frees for round-robin departments: a ticket moved to a department without an
 * attendant waits there to be handed out, and an attendant who no longer holds an open ticket may
 * take another. Returns whether it enqueued an assignment.
 */
async function enqueueFreedAssignments(tx: RawTx, idGraf: number, current: Assignment, next: Assignment) {
  let enqueued = 0;
  if (next.status === "pending" && next.queueId && next.queueId !== current.queueId)
    enqueued += await assignInQueues(tx, idGraf, [next.queueId]);
  if (current.status === "open" && current.userId && (next.status !== "open" || next.userId !== current.userId))
    enqueued += await assignInUsersQueues(tx, idGraf, current.userId);
  return enqueued > 0;
}

/** Taking the ticket for oneself without saying it is a transfer: an accept, which loses to an earlier one. */
const isAccept = (caller: Caller, input: UpdateTicketInput) =>
  input.status === "open" && !input.transfer && (input.userId ?? caller.userId) === caller.userId;

/**
 * PUT /tickets/{id}: a transition (accept, transfer, return to pending, resolve) and the plain
 * fields; moving a ticket to another connection needs ticket-options:transferWhatsapp. Reopening
 * or moving a ticket where its contact already has one in progress is ERR_OTHER_OPEN_TICKET;
 * accepting one another attendant accepted first is ERR_TICKET_ACCEPTED_BY_OTHER. The farewell and
 * a department's transfer text are enqueued in the change's own transaction.
 */
export async function updateTicket(caller: Caller, id: number, input: UpdateTicketInput) {
  if (input.whatsappId !== undefined) assertCan(caller, "ticket-options:transferWhatsapp");
  let replied = false;
  let assigning = false;
  const { before, ticket } = await oneTicketInProgress(() =>
    updateVisibleTicket(caller, id, async (tx, current) => {
      const taken =
        isAccept(caller, input) && current.status === "open" && (await acceptedByOther(tx, caller, id, { seen: true }));
      if (taken) throw taken;
      const transition = transitionOf(current, input, caller.userId);
      const next = transition && assignmentAfter(transition, current, input, caller.userId);
      await assertTargetsInTenant(tx, caller, input, next);
      replied =
        !!transition &&
        !!next &&
        (await enqueueTransitionReplies(tx, id, transition, current, { ...next, whatsappId: input.whatsappId }));
      assigning = !!next && (await enqueueFreedAssignments(tx, caller.idGraf, current, next));
      return {
        ...(next && { ...next, closedAt: next.status === "closed" ? new Date() : null }),
        unreadMessages: input.unreadMessages,
        unread: input.unread,
        whatsappId: input.whatsappId,
      };
    }),
  ).catch(async (error: unknown) => {
    // An attendant who lost the race no longer sees the ticket: they are told who has it instead.
    const hidden = error instanceof AppError && error.code === "ERR_NO_TICKET_FOUND";
    throw (hidden && isAccept(caller, input) && (await acceptedByOther(autocommit(), caller, id))) || error;
  });
  if (replied) wakeJobs(automaticReply);
  if (assigning) wakeJobs(assignTickets);
  await afterAnswer(
    dispatch([transitionEvent(caller, id, transitionOf(before, input, caller.userId), before, ticket)]),
  );
  return ticket;
}
