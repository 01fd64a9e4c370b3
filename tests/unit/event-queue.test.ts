import type { ProviderEvent } from "@/lib/whatsapp/provider";
import { EventQueue } from "@/lib/whatsapp/sessions/event-queue";

const ack = (id: string): ProviderEvent => ({ type: "ack", id, ack: 3 });
const idOf = (event: ProviderEvent) => (event.type === "ack" ? event.id : "");

test("events that arrive while a batch is handled go together into the next one, in order", async () => {
  const batches: string[][] = [];
  const queue = new EventQueue(async (events) => {
    batches.push(events.map(idOf));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  await Promise.all(["a", "b", "c", "d"].map((id) => queue.push(ack(id))));
  expect(batches).toEqual([["a"], ["b", "c", "d"]]);
});

test("a push resolves only after its event was handled", async () => {
  const handled: string[] = [];
  const queue = new EventQueue(async (events) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    handled.push(...events.map(idOf));
  });
  await queue.push(ack("x"));
  expect(handled).toEqual(["x"]);
});

test("when a batch fails its events are retried alone, so only the bad one fails", async () => {
  const handled: string[] = [];
  const queue = new EventQueue(async (events) => {
    if (events.some((e) => idOf(e) === "bad")) throw new Error("bad event");
    handled.push(...events.map(idOf));
  });
  const first = queue.push(ack("first"));
  const results = await Promise.allSettled([first, ...["ok1", "bad", "ok2"].map((id) => queue.push(ack(id)))]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  expect(handled).toEqual(["first", "ok1", "ok2"]);
});

test("batches are capped, and the rest follow in order", async () => {
  const batches: number[] = [];
  const queue = new EventQueue(async (events) => void batches.push(events.length), 3);
  await Promise.all(Array.from({ length: 8 }, (_, i) => queue.push(ack(String(i)))));
  expect(batches).toEqual([1, 3, 3, 1]);
});
