"use client";

import { ArrowDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Virtuoso, type VirtuosoHandle } from "react-virtuoso";
import { Button } from "@/components/ui/button";
import type { ChatState } from "./chat-state";
import { dayKey, dayLabel } from "./format";
import { MessageBubble, type BubbleActions } from "./message-bubble";
import type { ChatMessage } from "./types";

type Props = BubbleActions & {
  state: ChatState;
  focusMessageId?: number;
  selection: Set<number> | null;
  canAct: boolean;
  loadOlder: () => void;
  loadNewer: () => void;
  /** Changes when the reader sent something: the list goes to the bottom. */
  scrollSignal: number;
};

function DaySeparator({ iso }: { iso: string }) {
  const t = useTranslations("messages");
  return (
    <div role="separator" className="flex justify-center py-2">
      <span className="rounded-md bg-background px-3 py-1 text-xs text-muted-foreground shadow-sm">{dayLabel(iso, t)}</span>
    </div>
  );
}

/**
 * The virtualized message list: older pages load within 50 px of the top without moving what is on
 * screen (firstItemIndex), a live message scrolls only a reader already at the bottom, anyone else
 * gets a jump-to-latest button with the count of new messages.
 */
export function MessageList({ state, focusMessageId, selection, canAct, loadOlder, loadNewer, scrollSignal, ...actions }: Props) {
  const t = useTranslations("messages");
  const list = useRef<VirtuosoHandle>(null);
  const { messages, firstItemIndex } = state;
  const [atBottom, setAtBottom] = useState(true);
  const [seenId, setSeenId] = useState<number | null>(null);
  const lastId = messages[messages.length - 1]?.id ?? null;
  if (atBottom && !state.hasNewer && seenId !== lastId) setSeenId(lastId);
  const seenIndex = messages.findIndex((m) => m.id === seenId);
  const unseen = seenIndex < 0 ? 0 : messages.length - 1 - seenIndex;
  const focusIndex = focusMessageId ? messages.findIndex((m) => m.id === focusMessageId) : -1;

  const opensAtEnd = focusIndex < 0;
  useEffect(() => {
    if (scrollSignal || opensAtEnd) list.current?.scrollToIndex({ index: "LAST", behavior: "auto" });
  }, [scrollSignal, opensAtEnd]);

  const item = (index: number, message: ChatMessage) => {
    const previous = messages[index - firstItemIndex - 1];
    const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
    return (
      <div className={index - firstItemIndex === messages.length - 1 ? "pb-3" : undefined}>
        {newDay && <DaySeparator iso={message.createdAt} />}
        <MessageBubble
          message={message}
          grouped={!newDay && previous?.fromMe === message.fromMe}
          highlighted={message.id === focusMessageId}
          selecting={!!selection}
          selected={!!selection?.has(message.id)}
          canAct={canAct}
          {...actions}
        />
      </div>
    );
  };

  return (
    <div className="relative min-h-0 flex-1 bg-muted/30">
      {messages.length === 0 ? (
        <p className="p-8 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <Virtuoso
          ref={list}
          role="log"
          aria-label={t("list")}
          className="h-full"
          data={messages}
          firstItemIndex={firstItemIndex}
          // Only a focused message is placed before the first paint; the latest ones are reached by
          // the scroll below, so a list whose media keep resizing never stays hidden while placed.
          initialTopMostItemIndex={focusIndex >= 0 ? { index: focusIndex, align: "center" } : undefined}
          computeItemKey={(_, message) => message.id}
          atTopThreshold={50}
          atTopStateChange={(top) => top && state.hasOlder && loadOlder()}
          startReached={() => state.hasOlder && loadOlder()}
          endReached={() => state.hasNewer && loadNewer()}
          followOutput={(bottom) => (bottom ? "smooth" : false)}
          atBottomStateChange={setAtBottom}
          itemContent={item}
        />
      )}
      {(!atBottom || state.hasNewer) && messages.length > 0 && (
        <Button
          size="sm"
          variant="secondary"
          className="absolute right-4 bottom-4 rounded-full shadow-md"
          aria-label={t("jumpToLatest")}
          onClick={() => {
            if (state.hasNewer) void loadNewer();
            list.current?.scrollToIndex({ index: "LAST", behavior: "smooth" });
          }}
        >
          <ArrowDownIcon />
          {unseen > 0 && <span>{unseen}</span>}
        </Button>
      )}
    </div>
  );
}
