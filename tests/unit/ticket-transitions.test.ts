import {
  assignmentAfter,
  isTransfer,
  transitionOf,
  type Assignment,
  type TransitionRequest,
} from "@/lib/tickets/ticket-transitions";

const ME = 1;
const OTHER = 2;
const pending: Assignment = { status: "pending", userId: null, queueId: 10 };
const mine: Assignment = { status: "open", userId: ME, queueId: 10 };
const closed: Assignment = { status: "closed", userId: OTHER, queueId: 10 };

const apply = (current: Assignment, request: TransitionRequest) => {
  const transition = transitionOf(current, request, ME);
  return transition && { transition, after: assignmentAfter(transition, current, request, ME) };
};

test("no status, no transition", () => {
  expect(transitionOf(mine, {}, ME)).toBeUndefined();
});

test("accept: a pending or closed ticket taken by the caller opens with them and the chosen queue", () => {
  expect(apply(pending, { status: "open", queueId: 20 })).toEqual({
    transition: "accept",
    after: { status: "open", userId: ME, queueId: 20 },
  });
  expect(apply(closed, { status: "open", userId: ME })).toEqual({
    transition: "accept",
    after: { status: "open", userId: ME, queueId: 10 },
  });
});

test("transfer to a user: open with that user; taking over someone's open ticket is a transfer to oneself", () => {
  expect(apply(mine, { status: "open", userId: OTHER, queueId: 20 })).toEqual({
    transition: "transferToUser",
    after: { status: "open", userId: OTHER, queueId: 20 },
  });
  expect(apply(pending, { status: "open", userId: OTHER })?.transition).toBe("transferToUser");
  expect(apply({ ...mine, userId: OTHER }, { status: "open" })).toEqual({ transition: "transferToUser", after: mine });
});

test("pending: to a named queue is a transfer, otherwise a return; no user either way", () => {
  expect(apply(mine, { status: "pending", userId: null, queueId: 20 })).toEqual({
    transition: "transferToQueue",
    after: { status: "pending", userId: null, queueId: 20 },
  });
  expect(apply(mine, { status: "pending", userId: null })).toEqual({ transition: "returnToPending", after: pending });
});

test("resolve: closed by the caller, whoever served it, in the same queue", () => {
  expect(apply({ ...mine, userId: OTHER }, { status: "closed", userId: OTHER, queueId: 20 })).toEqual({
    transition: "resolve",
    after: { status: "closed", userId: ME, queueId: 10 },
  });
});

test("only a transfer that changes something is announced as one", () => {
  expect(isTransfer("transferToUser", mine, { ...mine, userId: OTHER })).toBe(true);
  expect(isTransfer("transferToQueue", mine, { ...pending, queueId: 20 })).toBe(true);
  expect(isTransfer("transferToUser", mine, mine)).toBe(false);
  expect(isTransfer("returnToPending", mine, pending)).toBe(false);
  expect(isTransfer(undefined, mine, mine)).toBe(false);
});
