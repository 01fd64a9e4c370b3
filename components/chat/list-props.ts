import type { ChatState } from "./chat-state";
import type { BubbleActions } from "./message-bubble";

/** What both message lists (the static and the virtualized one) are given. */
export type ListProps = Pick<ChatState, "messages" | "hasOlder" | "hasNewer" | "live" | "unreadFromId"> & {
  /** How many messages from the contact the unread divider counts. */
  unreadCount: number;
  focusMessageId?: number;
  selection: Set<number> | null;
  canAct: boolean;
  loadOlder: () => void;
  loadNewer: () => void;
  actions: BubbleActions;
  /** Whether the reader is at the end of the list (within a few pixels). */
  onAtBottom: (atBottom: boolean) => void;
};

/** What the chat asks of a list: go to the latest message (smoothly for the jump button). */
export type ListHandle = { goToEnd: (smooth?: boolean) => void };
