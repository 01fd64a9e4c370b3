import { dispatch, forgetListeners, listen } from "@/lib/events/dispatch";
import type { DomainEvent } from "@/lib/events/domain-events";
import { captureLog, type LogLine } from "@/tests/support/captured-log";

const read: DomainEvent = { type: "ticket.read", idGraf: 1, ticketId: 7 };
const deleted: DomainEvent = {
  type: "ticket.deleted",
  idGraf: 1,
  ticketId: 7,
  place: { idGraf: 1, status: "open", userId: 3, queueId: null },
};

let log: { lines: LogLine[]; restore: () => void };
beforeEach(() => {
  forgetListeners();
  log = captureLog();
});
afterAll(() => {
  forgetListeners();
  log.restore();
});

test("listeners run in their order, each awaited, event after event", async () => {
  const ran: string[] = [];
  const slow = (name: string) => async () => {
    await new Promise((resolve) => setImmediate(resolve));
    ran.push(name);
  };
  listen("ticket.read", { name: "media", order: 90, handle: slow("media on read") });
  listen("ticket.read", { name: "realtime", order: 10, handle: slow("realtime on read") });
  listen("ticket.deleted", { name: "realtime", order: 10, handle: slow("realtime on delete") });
  await dispatch([read, deleted]);
  expect(ran).toEqual(["realtime on read", "media on read", "realtime on delete"]);
});

test("a failing listener is logged by name and event, and neither the others nor the dispatch fail", async () => {
  const ran: string[] = [];
  listen("ticket.read", { name: "bot", order: 20, handle: () => Promise.reject(new Error("provider down")) });
  listen("ticket.read", { name: "realtime", order: 10, handle: () => void ran.push("realtime") });
  listen("ticket.read", { name: "metrics", order: 50, handle: () => void ran.push("metrics") });
  await expect(dispatch([read])).resolves.toBeUndefined();
  expect(ran).toEqual(["realtime", "metrics"]);
  expect(log.lines).toHaveLength(1);
  expect(log.lines[0]).toMatchObject({
    level: "error",
    msg: "listener bot failed on ticket.read",
    listener: "bot",
    event: "ticket.read",
    err: { type: "Error", message: "provider down" },
  });
});

test("registering a listener again by its name replaces it, so the wiring can run twice", async () => {
  const ran: string[] = [];
  listen("ticket.read", { name: "realtime", order: 10, handle: () => void ran.push("first") });
  listen("ticket.read", { name: "realtime", order: 10, handle: () => void ran.push("second") });
  await dispatch([read]);
  expect(ran).toEqual(["second"]);
});
