import type { TicketStatus } from "./ticket-status";

// The ticket transitions of spec section 4, as PUT /tickets/{id} asks for them.

export type Assignment = { status: string; userId: number | null; queueId: number | null };
export type TransitionRequest = { status?: TicketStatus; userId?: number | null; queueId?: number };
export type Transition = "accept" | "transferToUser" | "transferToQueue" | "returnToPending" | "resolve";

/**
 * - status closed: resolve;
 * - status pending: transfer to a queue when one is named, else return to pending;
 * - status open: accept when a ticket that is not open is taken by the caller (userId absent or
 *   their own); otherwise a transfer to the user named (an open ticket taken over by the caller
 *   is a transfer to them).
 * No status, no transition.
 */
export function transitionOf(
  current: Assignment,
  request: TransitionRequest,
  callerId: number,
): Transition | undefined {
  switch (request.status) {
    case undefined:
      return undefined;
    case "closed":
      return "resolve";
    case "pending":
      return request.queueId === undefined ? "returnToPending" : "transferToQueue";
    case "open":
      return current.status !== "open" && (request.userId ?? callerId) === callerId ? "accept" : "transferToUser";
  }
}

/**
 * Where a transition leaves the ticket: open tickets have a user (the caller unless another is
 * named) and keep their queue unless one is named; pending tickets have no user; a resolved
 * ticket records who resolved it.
 */
export function assignmentAfter(
  transition: Transition,
  current: Assignment,
  request: TransitionRequest,
  callerId: number,
): Assignment {
  const queueId = request.queueId ?? current.queueId;
  switch (transition) {
    case "accept":
    case "transferToUser":
      return { status: "open", userId: request.userId ?? callerId, queueId };
    case "transferToQueue":
    case "returnToPending":
      return { status: "pending", userId: null, queueId };
    case "resolve":
      return { status: "closed", userId: callerId, queueId: current.queueId };
  }
}

/** A transfer that changes nothing moves the ticket out of no list, so it is not announced as one. */
export const isTransfer = (transition: Transition | undefined, before: Assignment, after: Assignment) =>
  (transition === "transferToUser" || transition === "transferToQueue") &&
  (before.status !== after.status || before.userId !== after.userId || before.queueId !== after.queueId);
