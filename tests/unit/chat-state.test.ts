import { format } from "date-fns";
import { addFiles, MAX_ATTACHMENTS_BYTES, shortName } from "@/components/chat/attachments";
import {
  byDay,
  initialState,
  settleOptimistic,
  upsertMessage,
  withMessages,
  withPageAgain,
} from "@/components/chat/chat-state";
import { decodeEstimate } from "@/components/chat/estimate";
import { dayKey, timeOf } from "@/components/chat/format";
import type { ChatMessage, ChatTicket } from "@/components/chat/types";
import { transferBody } from "@/components/chat/transfer-body";
import { withNetworkRetry } from "@/components/chat/network-retry";

const message = (id: number, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  ticketId: 1,
  idGraf: 1,
  body: `m${id}`,
  fromMe: false,
  read: true,
  ack: 0,
  mediaUrl: null,
  mediaType: "chat",
  mediaNameOriginal: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
  isDeleted: false,
  editedMessage: null,
  isForwardMessage: false,
  sendError: null,
  sendRetryError: null,
  isPrivate: false,
  user: null,
  mentions: [],
  dataJson: null,
  contact: null,
  quotedMsg: null,
  ...extra,
});
const ticket = { id: 1, status: "open", userId: 7, queueId: 2 } as ChatTicket;
const state = () =>
  initialState({ messages: [message(10, 10), message(11, 11)], ticket, hasMore: true, hasNewer: false });

test("older messages prepended lower the first index by their count, so the view does not jump", () => {
  const before = state();
  const after = withMessages(before, [message(8, 8), message(9, 9), ...before.messages]);
  expect(after.firstItemIndex).toBe(before.firstItemIndex - 2);
});

test("a live message is appended once; an update of an unloaded message is ignored", () => {
  const twice = upsertMessage(upsertMessage(state(), message(12, 12), true), message(12, 12), true);
  const once = upsertMessage(twice, message(12, 12, { ack: 3 }), false);
  expect(once.messages.map((m) => [m.id, m.ack])).toEqual([
    [10, 0],
    [11, 0],
    [12, 3],
  ]);
  expect(upsertMessage(state(), message(5, 1), false).messages).toHaveLength(2);
  // While newer pages are not loaded, a live message would leave a gap: it waits for the page.
  expect(upsertMessage({ ...state(), hasNewer: true }, message(12, 12), true).messages).toHaveLength(2);
});

test("an optimistic send becomes the stored message once, whichever of socket and answer comes first", () => {
  const optimistic = message(-1, 20, { fromMe: true, body: "Oi", optimistic: true });
  const stored = message(20, 20, { fromMe: true, body: "Oi" });
  const withTemp = upsertMessage(state(), optimistic, true);
  const socketFirst = settleOptimistic(upsertMessage(withTemp, stored, true), -1, [stored]);
  const answerFirst = upsertMessage(settleOptimistic(withTemp, -1, [stored]), stored, true);
  for (const result of [socketFirst, answerFirst]) expect(result.messages.map((m) => m.id)).toEqual([10, 11, 20]);
});

test("an ack is never taken back by a copy read before it: the send's answer or its create event arriving after the update", () => {
  const optimistic = message(-1, 20, { fromMe: true, body: "Oi", optimistic: true });
  const sent = message(20, 20, { fromMe: true, body: "Oi", ack: 1 });
  const asStored = message(20, 20, { fromMe: true, body: "Oi", ack: 0 });
  const updatedFirst = upsertMessage(upsertMessage(state(), optimistic, true), sent, true);
  const answerLate = settleOptimistic(updatedFirst, -1, [asStored]);
  const createLate = upsertMessage(updatedFirst, asStored, true);
  for (const result of [answerLate, createLate])
    expect(result.messages.map((m) => [m.id, m.ack])).toEqual([
      [10, 0],
      [11, 0],
      [20, 1],
    ]);
  expect(
    upsertMessage(answerLate, message(20, 20, { fromMe: true, body: "Oi", ack: 3 }), false).messages.at(-1)?.ack,
  ).toBe(3);
});

test("a send marked as being tried again keeps its mark when its answer or its create event comes after the mark", () => {
  const optimistic = message(-1, 20, { fromMe: true, body: "Oi", optimistic: true });
  const asStored = message(20, 20, { fromMe: true, body: "Oi" });
  const retrying = message(20, 20, { fromMe: true, body: "Oi", sendRetryError: "ERR_WAPP_NOT_INITIALIZED" });
  const markedFirst = upsertMessage(
    upsertMessage(upsertMessage(state(), optimistic, true), asStored, true),
    retrying,
    false,
  );
  for (const result of [settleOptimistic(markedFirst, -1, [asStored]), upsertMessage(markedFirst, asStored, true)])
    expect(result.messages.map((m) => [m.id, m.sendRetryError])).toEqual([
      [10, null],
      [11, null],
      [20, "ERR_WAPP_NOT_INITIALIZED"],
    ]);
});

test("the unread divider goes above the first of the ticket's unread messages from the contact, when loaded", () => {
  const page = (unreadMessages: number, hasNewer = false) => ({
    messages: [
      message(1, 1),
      message(2, 2, { fromMe: true }),
      message(3, 3),
      message(4, 4, { fromMe: true }),
      message(5, 5),
    ],
    ticket: { ...ticket, unreadMessages },
    hasMore: true,
    hasNewer,
  });
  expect(initialState(page(2)).unreadFromId).toBe(3);
  expect(initialState(page(1)).unreadFromId).toBe(5);
  expect(initialState(page(0)).unreadFromId).toBeNull();
  // More unread than loaded, or the latest not loaded (opened at a searched message): no divider.
  expect(initialState(page(4)).unreadFromId).toBeNull();
  expect(initialState(page(1, true)).unreadFromId).toBeNull();
  // The page read again (after the chat listens, or a reconnect) keeps the divider where it was when the chat opened.
  expect(
    withPageAgain(initialState(page(2)), { ...page(0), messages: [message(5, 5), message(6, 6)] }).unreadFromId,
  ).toBe(3);
});

test("the page read again changes nothing when nothing changed, and only what changed otherwise", () => {
  const opened = state();
  const same = {
    messages: opened.messages.map((m) => ({ ...m })),
    ticket: { ...ticket },
    hasMore: true,
    hasNewer: false,
  };
  expect(withPageAgain(opened, same)).toBe(opened);

  const acked = withPageAgain(opened, {
    ...same,
    messages: [same.messages[0], { ...same.messages[1], ack: 3 }, message(12, 12)],
  });
  expect(acked.messages.map((m) => [m.id, m.ack])).toEqual([
    [10, 0],
    [11, 3],
    [12, 0],
  ]);
  // The unchanged message keeps its object, so its row is not drawn again.
  expect(acked.messages[0]).toBe(opened.messages[0]);
  expect(acked.firstItemIndex).toBe(opened.firstItemIndex);
  expect(acked.live).toBe(true);

  // More than a page came meanwhile: what was loaded no longer meets it, so the chat starts over from it.
  const later = withPageAgain(opened, { ...same, messages: [message(40, 40), message(41, 41)] });
  expect(later.messages.map((m) => m.id)).toEqual([40, 41]);
  expect(later.hasOlder).toBe(true);
});

test("live messages are followed at the bottom, pages are not", () => {
  const loaded = withMessages(state(), [...state().messages, message(12, 12)], { live: false });
  expect(loaded.live).toBe(false);
  expect(upsertMessage(loaded, message(13, 13), true).live).toBe(true);
});

test("days group the messages for their sticky headers", () => {
  const days = byDay([message(1, 1), message(2, 2), { ...message(3, 3), createdAt: "2026-01-02T10:00:00.000Z" }]);
  expect(days.counts).toEqual([2, 1]);
  expect(days.firsts.map((m) => m.id)).toEqual([1, 3]);
});

test("attachments: duplicates ignored, over 100 MB refused with the list unchanged, short names cut at 8", () => {
  const a = new File(["a"], "contrato.pdf", { lastModified: 1 });
  const twin = new File(["a"], "contrato.pdf", { lastModified: 1 });
  expect(addFiles([a], [twin]).files).toEqual([a]);
  const huge = { name: "big.bin", size: MAX_ATTACHMENTS_BYTES, lastModified: 2 } as File;
  expect(addFiles([a], [huge])).toEqual({ files: [a], tooLarge: true });
  expect(shortName("contrato.pdf")).toBe("contrato…");
  expect(shortName("a.pdf")).toBe("a.pdf");
});

test("paramEstimate is base64url UTF-8 text", () => {
  expect(decodeEstimate(Buffer.from("Orçamento ✓", "utf8").toString("base64url"))).toBe("Orçamento ✓");
  expect(decodeEstimate("%%%")).toBeUndefined();
});

test("transfer: a user opens it for them, keep-open keeps the current user, else it waits in the queue", () => {
  const viewer = { id: 3, name: "Ana", profile: "user" };
  expect(transferBody("accept", { queueId: 4, keepOpen: false }, viewer, ticket)).toEqual({
    status: "open",
    userId: 3,
    queueId: 4,
  });
  expect(transferBody("transfer", { queueId: 4, userId: 9, keepOpen: false }, viewer, ticket)).toEqual({
    status: "open",
    userId: 9,
    queueId: 4,
    transfer: true,
  });
  expect(transferBody("transfer", { queueId: 4, keepOpen: true }, viewer, ticket)).toEqual({
    status: "open",
    userId: 7,
    queueId: 4,
    transfer: true,
  });
  expect(transferBody("transfer", { queueId: 4, keepOpen: false }, viewer, ticket)).toEqual({
    status: "pending",
    userId: null,
    queueId: 4,
  });
  // Another connection goes along; the ticket's own connection is no move.
  expect(
    transferBody("transfer", { queueId: 4, keepOpen: false, whatsappId: 9 }, viewer, { ...ticket, whatsappId: 5 }),
  ).toMatchObject({ whatsappId: 9 });
  expect(
    transferBody("transfer", { queueId: 4, keepOpen: false, whatsappId: 5 }, viewer, { ...ticket, whatsappId: 5 }),
  ).not.toHaveProperty("whatsappId");
});

test("a send is tried 5 times on network errors only", async () => {
  let calls = 0;
  await expect(
    withNetworkRetry(async () => (calls++, Promise.reject(new TypeError("Failed to fetch"))), 5, 1),
  ).rejects.toThrow(TypeError);
  expect(calls).toBe(5);
  calls = 0;
  await expect(
    withNetworkRetry(async () => (calls++, Promise.reject(new Error("ERR_SENDING_WAPP_MSG"))), 5, 1),
  ).rejects.toThrow("ERR_SENDING");
  expect(calls).toBe(1);
});

test("a message's time and day are read from its local clock, as date-fns formats them", () => {
  for (const iso of ["2026-01-01T00:05:00.000Z", "2026-06-30T23:59:59.999Z", "2026-11-24T12:00:00.000-03:00"]) {
    expect(timeOf(iso)).toBe(format(new Date(iso), "HH:mm"));
    expect(dayKey(iso)).toBe(format(new Date(iso), "yyyy-MM-dd"));
  }
});
