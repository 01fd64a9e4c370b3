import type { Server } from "socket.io";
import { AppError } from "@/lib/errors/app-error";
import { SessionForwarding } from "@/server/cluster/session-forwarding";

// Calls on a session forwarded to the process running it, over a stand-in for the adapter's
// serverSideEmit (delivered to every other process, later, as JSON), with short timings.

type Handler = (payload: unknown) => void;

/** Processes joined like the PostgreSQL adapter joins them: an emit reaches every other one. */
function cluster() {
  const members: Map<string, Handler[]>[] = [];
  return () => {
    const handlers = new Map<string, Handler[]>();
    members.push(handlers);
    const io = {
      sockets: {
        on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      },
      serverSideEmit: (event: string, payload: unknown) => {
        const copy = JSON.stringify(payload);
        for (const other of members)
          if (other !== handlers) setImmediate(() => other.get(event)?.forEach((h) => h(JSON.parse(copy))));
      },
    };
    return io as unknown as Server;
  };
}

const TIMEOUT_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const call = (n: number) => ({ op: "call" as const, method: "receiveInput", args: [n] });

test("every call forwarded at a steady rate to a busy owner is answered, though most answers take many times the timeout", async () => {
  const join = cluster();
  const owner = new SessionForwarding(join(), "owner", { ownerHolds: async () => true, timeoutMs: TIMEOUT_MS });
  const asker = new SessionForwarding(join(), "asker", {
    ownerHolds: async (id) => id === "owner",
    timeoutMs: TIMEOUT_MS,
  });
  // The owner handles one call at a time, 8 ms each: at one call every 4 ms its queue only grows.
  let queue = Promise.resolve();
  owner.serve((connectionId, forwarded) => {
    const answer = queue
      .then(() => sleep(8))
      .then(() => ({ connectionId, n: (forwarded as ReturnType<typeof call>).args[0] }));
    queue = answer.then(() => undefined);
    return answer;
  });

  const started = Date.now();
  const calls: Promise<unknown>[] = [];
  for (let n = 0; n < 150; n++) {
    calls.push(asker.send("owner", 7, call(n)));
    await sleep(4);
  }
  const answers = await Promise.allSettled(calls);
  expect(answers.filter((a) => a.status === "rejected")).toEqual([]);
  expect(answers.map((a) => (a as PromiseFulfilledResult<unknown>).value)).toEqual(
    Array.from({ length: 150 }, (_, n) => ({ connectionId: 7, n })),
  );
  // The last answers came long after the timeout: they were waited for, not failed.
  expect(Date.now() - started).toBeGreaterThan(8 * TIMEOUT_MS);
});

test("a call to an owner that died fails with ERR_WAPP_NOT_INITIALIZED once its lease is no longer held", async () => {
  const join = cluster();
  join(); // the dead owner: joined, answering nothing
  let holds = true;
  const asker = new SessionForwarding(join(), "asker", { ownerHolds: async () => holds, timeoutMs: TIMEOUT_MS });
  const started = Date.now();
  const answer = asker.send("owner", 7, call(1));
  await sleep(TIMEOUT_MS * 2.5);
  holds = false;
  const error = await answer.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("ERR_WAPP_NOT_INITIALIZED");
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
});

test("a live owner that never answers a call is given up after the limit", async () => {
  const join = cluster();
  join();
  const asker = new SessionForwarding(join(), "asker", {
    ownerHolds: async () => true,
    timeoutMs: TIMEOUT_MS,
    limitMs: TIMEOUT_MS * 3,
  });
  await expect(asker.send("owner", 7, call(1))).rejects.toMatchObject({ code: "ERR_WAPP_NOT_INITIALIZED" });
});

test("an owner's error reaches the asker with its code", async () => {
  const join = cluster();
  const owner = new SessionForwarding(join(), "owner", { ownerHolds: async () => true, timeoutMs: TIMEOUT_MS });
  owner.serve(async () => {
    throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  });
  const asker = new SessionForwarding(join(), "asker", { ownerHolds: async () => true, timeoutMs: TIMEOUT_MS });
  await expect(asker.send("owner", 7, call(1))).rejects.toMatchObject({ code: "ERR_NO_WAPP_FOUND" });
});
