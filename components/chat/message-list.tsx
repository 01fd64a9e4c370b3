"use client";

import { ArrowDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { GroupedVirtuoso, type GroupedVirtuosoHandle } from "react-virtuoso";
import { Button } from "@/components/ui/button";
import { byDay, type ChatState } from "./chat-state";
import { dayKey, dayLabel } from "./format";
import { MessageBubble, type BubbleActions } from "./message-bubble";

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
  const label = dayLabel(iso, t);
  return (
    <div role="separator" aria-label={label} className="flex justify-center py-2">
      <span className="rounded-md bg-background px-3 py-1 text-xs text-muted-foreground shadow-sm">{label}</span>
    </div>
  );
}

function UnreadDivider({ count }: { count: number }) {
  const t = useTranslations("messages");
  const label = t("unreadDivider", { count });
  return (
    <div role="separator" aria-label={label} className="my-2 flex justify-center bg-background/70 py-1">
      <span className="rounded-full bg-primary/15 px-3 py-0.5 text-xs font-medium text-primary">{label}</span>
    </div>
  );
}

/**
 * The virtualized message list, grouped by day with the day's header sticky at the top: older
 * pages load within 50 px of the top without moving what is on screen (firstItemIndex), a live
 * message scrolls only a reader already at the bottom, anyone else gets a jump-to-latest button
 * with the count of new messages. It opens at the searched message, else at the unread divider,
 * else at the latest message.
 */
export function MessageList({ state, focusMessageId, selection, canAct, loadOlder, loadNewer, scrollSignal, ...actions }: Props) {
  const t = useTranslations("messages");
  const list = useRef<GroupedVirtuosoHandle>(null);
  const { messages, firstItemIndex, unreadFromId } = state;
  const [atBottom, setAtBottom] = useState(true);
  const [seenId, setSeenId] = useState<number | null>(null);
  const lastId = messages[messages.length - 1]?.id ?? null;
  if (atBottom && !state.hasNewer && seenId !== lastId) setSeenId(lastId);
  const seenIndex = messages.findIndex((m) => m.id === seenId);
  const unseen = seenIndex < 0 ? 0 : messages.length - 1 - seenIndex;
  const days = useMemo(() => byDay(messages), [messages]);
  const unreadIndex = unreadFromId ? messages.findIndex((m) => m.id === unreadFromId) : -1;
  const unreadCount = unreadIndex < 0 ? 0 : messages.slice(unreadIndex).filter((m) => !m.fromMe).length;

  // Where the list opens, decided once: later pages and messages do not move the reader.
  const [opening] = useState(() => {
    const focus = focusMessageId ? messages.findIndex((m) => m.id === focusMessageId) : -1;
    if (focus >= 0) return { index: focus, align: "center" as const };
    return unreadIndex >= 0 ? { index: unreadIndex, align: "start" as const } : null;
  });
  // Where it opens is the list's own initial position, which it keeps while the rows get their
  // real heights; a scroll asked for on mount landed short when rows grew after it (one chat in
  // ten at its end on a long ticket, and at a searched message), and a reader left short of the
  // end is not followed.
  useEffect(() => {
    if (scrollSignal) list.current?.scrollToIndex({ index: "LAST", behavior: "auto" });
  }, [scrollSignal]);

  // The grouped list has no data of its own: its item index (from firstItemIndex) names the message.
  const item = (index: number) => {
    const message = messages[index - firstItemIndex];
    // Virtuoso may render once more with its old counts while a page is merged in.
    if (!message) return <div className="h-px" />;
    const previous = messages[index - firstItemIndex - 1];
    const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
    return (
      <div className={index - firstItemIndex === messages.length - 1 ? "pb-3" : undefined}>
        {message.id === unreadFromId && <UnreadDivider count={unreadCount} />}
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
        <GroupedVirtuoso
          ref={list}
          role="log"
          aria-label={t("list")}
          className="h-full"
          firstItemIndex={firstItemIndex}
          initialTopMostItemIndex={opening ?? { index: "LAST", align: "end" }}
          groupCounts={days.counts}
          groupContent={(group) => <DaySeparator iso={days.firsts[group].createdAt} />}
          atTopThreshold={50}
          atTopStateChange={(top) => top && state.hasOlder && loadOlder()}
          startReached={() => state.hasOlder && loadOlder()}
          endReached={() => state.hasNewer && loadNewer()}
          // A page of newer messages loaded at the bottom is not followed to its end.
          followOutput={(bottom) => (bottom && state.live ? "smooth" : false)}
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
