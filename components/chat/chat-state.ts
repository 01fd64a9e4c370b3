import type { ChatMessage, ChatTicket, MessagePage } from "./types";

/** What the chat keeps of a ticket: loaded messages in reading order, ids unique. */
export type ChatState = {
  ticket: ChatTicket;
  messages: ChatMessage[];
  hasOlder: boolean;
  hasNewer: boolean;
  /** Virtuoso's index of the first message: lowered by what is prepended, so nothing jumps. */
  firstItemIndex: number;
};

const FIRST_INDEX = 1_000_000;

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** The messages of both lists, each id once (the second list's copy wins), in reading order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/** A new list of messages, with the first index moved by as many as came before the old first one. */
export function withMessages(state: ChatState, messages: ChatMessage[], patch: Partial<ChatState> = {}): ChatState {
  const oldFirst = state.messages[0];
  const shift = oldFirst ? Math.max(0, messages.findIndex((m) => m.id === oldFirst.id)) : 0;
  return { ...state, ...patch, messages, firstItemIndex: state.firstItemIndex - shift };
}

export function initialState(page: MessagePage, previous?: ChatState): ChatState {
  if (!previous) {
    return { ticket: page.ticket, messages: page.messages, hasOlder: page.hasMore, hasNewer: page.hasNewer, firstItemIndex: FIRST_INDEX };
  }
  // A revalidation (reconnect) keeps what was loaded and adds what arrived meanwhile.
  return withMessages(previous, mergeMessages(previous.messages, page.messages), { ticket: page.ticket });
}

/** A live message: replaced where loaded, added at the end unless newer pages are still unloaded. */
export function upsertMessage(state: ChatState, message: ChatMessage, create: boolean): ChatState {
  const known = state.messages.some((m) => m.id === message.id);
  if (!known && (!create || state.hasNewer)) return state;
  // Our own send announced before its answer: it takes the place of its optimistic bubble.
  const twin = !known && message.fromMe ? state.messages.find((m) => m.optimistic && m.body === message.body) : undefined;
  const rest = twin ? state.messages.filter((m) => m !== twin) : state.messages;
  return withMessages(state, mergeMessages(rest, [message]));
}

/** The optimistic bubble becomes the stored message (once, even when the socket brought it first). */
export function settleOptimistic(state: ChatState, tempId: number, stored: ChatMessage[]): ChatState {
  const rest = state.messages.filter((m) => m.id !== tempId);
  return withMessages(state, mergeMessages(rest, stored));
}

export function dropMessage(state: ChatState, id: number): ChatState {
  return withMessages(state, state.messages.filter((m) => m.id !== id));
}
