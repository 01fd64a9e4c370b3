import { dayKey } from "./format";
import type { ChatMessage, ChatTicket, MessagePage } from "./types";

/** What the chat keeps of a ticket: loaded messages in reading order, ids unique. */
export type ChatState = {
  ticket: ChatTicket;
  messages: ChatMessage[];
  hasOlder: boolean;
  hasNewer: boolean;
  /** Virtuoso's index of the first message: lowered by what is prepended, so nothing jumps. */
  firstItemIndex: number;
  /** The last change added live messages (not a page): a reader at the bottom follows them. */
  live: boolean;
  /** The first message that was unread when the chat opened: the "unread messages" divider goes above it. */
  unreadFromId: number | null;
};

const FIRST_INDEX = 1_000_000;

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** What may change in a stored message (acks, edits, deletion, its media landing, a send retried or failed). */
const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a === b ||
  (a.ack === b.ack &&
    a.read === b.read &&
    a.body === b.body &&
    a.mediaUrl === b.mediaUrl &&
    a.mediaType === b.mediaType &&
    a.isDeleted === b.isDeleted &&
    a.editedMessage === b.editedMessage &&
    a.sendError === b.sendError &&
    a.sendRetryError === b.sendRetryError &&
    !!a.optimistic === !!b.optimistic &&
    a.quotedMsg?.isDeleted === b.quotedMsg?.isDeleted);

const sameTicket = (a: ChatTicket, b: ChatTicket) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The messages of both lists, each id once (the second list's copy wins, but never with a lower
 * ack: acks only move up, and a copy read before the send, such as the send's own answer or its
 * `create` event, may arrive after the update that the send moved on), in reading order.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const arrived of incoming) {
    const known = byId.get(arrived.id);
    const message = known && arrived.ack < known.ack ? { ...arrived, ack: known.ack } : arrived;
    // An unchanged message keeps its object, so its row is not drawn again.
    if (!known || !sameMessage(known, message)) byId.set(message.id, message);
  }
  return [...byId.values()].sort(byTime);
}

/** A new list of messages, with the first index moved by as many as came before the old first one. */
export function withMessages(state: ChatState, messages: ChatMessage[], patch: Partial<ChatState> = {}): ChatState {
  const oldFirst = state.messages[0];
  const shift = oldFirst
    ? Math.max(
        0,
        messages.findIndex((m) => m.id === oldFirst.id),
      )
    : 0;
  return { ...state, live: true, ...patch, messages, firstItemIndex: state.firstItemIndex - shift };
}

/** The first of the ticket's unread messages (its last `unreadMessages` from the contact), when loaded. */
function firstUnread(page: MessagePage): number | null {
  const unread = page.ticket.unreadMessages ?? 0;
  if (!unread || page.hasNewer) return null;
  const fromContact = page.messages.filter((m) => !m.fromMe);
  return unread <= fromContact.length ? fromContact[fromContact.length - unread].id : null;
}

export function initialState(page: MessagePage): ChatState {
  const { ticket, messages, hasMore, hasNewer } = page;
  return {
    ticket,
    messages,
    hasOlder: hasMore,
    hasNewer,
    firstItemIndex: FIRST_INDEX,
    live: false,
    unreadFromId: firstUnread(page),
  };
}

/**
 * The page the chat opened with, read again once the chat listens to the socket (or after a
 * reconnect): what changed or arrived meanwhile is merged in, and nothing changes (the same state)
 * when nothing did. Pages that no longer meet what is loaded (more than a page arrived) start over.
 */
export function withPageAgain(state: ChatState, page: MessagePage): ChatState {
  const meets = !page.hasMore || page.messages.some((m) => state.messages.some((loaded) => loaded.id === m.id));
  if (!meets) return { ...initialState(page), firstItemIndex: state.firstItemIndex, live: true };
  const messages = mergeMessages(state.messages, page.messages);
  const ticket = sameTicket(state.ticket, page.ticket) ? state.ticket : page.ticket;
  if (
    ticket === state.ticket &&
    messages.length === state.messages.length &&
    messages.every((m, i) => m === state.messages[i])
  )
    return state;
  return withMessages(state, messages, { ticket });
}

/**
 * The messages of `incoming` not loaded yet, merged in. A message's first copy (a send's answer, its
 * `create` event) may come after an update that moved it on (acked, marked as being tried again):
 * the loaded copy is the newer one and stays.
 */
function withFirstCopies(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const loaded = new Set(current.map((m) => m.id));
  return mergeMessages(
    current,
    incoming.filter((m) => !loaded.has(m.id)),
  );
}

/** A live message: replaced where loaded, added at the end unless newer pages are still unloaded. */
export function upsertMessage(state: ChatState, message: ChatMessage, create: boolean): ChatState {
  const known = state.messages.some((m) => m.id === message.id);
  if (!known && (!create || state.hasNewer)) return state;
  if (known && create) return state;
  // Our own send announced before its answer: it takes the place of its optimistic bubble.
  const twin =
    !known && message.fromMe ? state.messages.find((m) => m.optimistic && m.body === message.body) : undefined;
  const rest = twin ? state.messages.filter((m) => m !== twin) : state.messages;
  return withMessages(state, mergeMessages(rest, [message]));
}

/** The optimistic bubble becomes the stored message (once, even when the socket brought it first). */
export function settleOptimistic(state: ChatState, tempId: number, stored: ChatMessage[]): ChatState {
  const rest = state.messages.filter((m) => m.id !== tempId);
  return withMessages(state, withFirstCopies(rest, stored));
}

export function dropMessage(state: ChatState, id: number): ChatState {
  return withMessages(
    state,
    state.messages.filter((m) => m.id !== id),
  );
}

/** Messages by day, for the sticky day headers: how many in each day and each day's first message. */
export function byDay(messages: ChatMessage[]) {
  const counts: number[] = [];
  const firsts: ChatMessage[] = [];
  messages.forEach((message, i) => {
    if (i > 0 && dayKey(messages[i - 1].createdAt) === dayKey(message.createdAt)) counts[counts.length - 1]++;
    else {
      counts.push(1);
      firsts.push(message);
    }
  });
  return { counts, firsts };
}
