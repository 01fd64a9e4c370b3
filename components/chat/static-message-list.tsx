"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { dayKey } from "./format";
import type { BubbleActions } from "./message-bubble";
import { DaySeparator, MessageRow } from "./message-row";
import type { ChatMessage } from "./types";

const never = () => () => undefined;

/** False while the server renders the page and React hydrates it, true afterwards (and in a page opened in the browser). */
export const useHydrated = () => useSyncExternalStore(never, () => true, () => false);

const INERT: BubbleActions = { onReply: () => undefined, onDelete: () => undefined, onForward: () => undefined, onToggleSelect: () => undefined };

type Props = { messages: ChatMessage[]; unreadFromId: number | null; unreadCount: number; focusMessageId?: number };

/**
 * The chat's first page as the server draws it into the document: the latest at the bottom with
 * no script (a reversed column starts scrolled to its end), so a chat opened by its address shows
 * its messages at the first paint. The virtualized list takes its place once the page is hydrated.
 */
export function StaticMessageList({ messages, unreadFromId, unreadCount, focusMessageId }: Props) {
  const t = useTranslations("messages");
  return (
    <div role="log" aria-label={t("list")} className="flex h-full flex-col-reverse overflow-y-auto">
      <div className="pb-3">
        {messages.map((message, i) => {
          const previous = messages[i - 1];
          const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
          return (
            <div key={message.id}>
              {newDay && <DaySeparator iso={message.createdAt} />}
              <MessageRow
                message={message}
                last={false}
                unreadDivider={message.id === unreadFromId ? unreadCount : 0}
                grouped={!newDay && previous?.fromMe === message.fromMe}
                highlighted={message.id === focusMessageId}
                selecting={false}
                selected={false}
                canAct={false}
                actions={INERT}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
