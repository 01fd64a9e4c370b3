"use client";

import { ArrowDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { GroupedVirtuoso, type GroupedVirtuosoHandle } from "react-virtuoso";
import { Button } from "@/components/ui/button";
import { byDay, type ChatState } from "./chat-state";
import { dayKey } from "./format";
import { DaySeparator, MessageRow } from "./message-row";
import type { BubbleActions } from "./message-bubble";
import { StaticMessageList, useHydrated } from "./static-message-list";
import { useOpeningPlace } from "./use-opening-place";

type Props = Pick<ChatState, "messages" | "firstItemIndex" | "hasOlder" | "hasNewer" | "live" | "unreadFromId"> & {
  focusMessageId?: number;
  selection: Set<number> | null;
  canAct: boolean;
  loadOlder: () => void;
  loadNewer: () => void;
  /** Changes when the reader sent something: the list goes to the bottom. */
  scrollSignal: number;
  actions: BubbleActions;
};

// A text message's row: Virtuoso lays out the first screen with it instead of drawing one row to measure first.
const TYPICAL_ROW_PX = 56;

/**
 * The virtualized message list, grouped by day with the day's header sticky at the top: older
 * pages load within 50 px of the top without moving what is on screen (firstItemIndex), a live
 * message scrolls only a reader already at the bottom, anyone else gets a jump-to-latest button
 * with the count of new messages. It opens at the searched message, else at the unread divider,
 * else at the latest message, and stays there while rows settle until the reader moves it. Rows
 * are drawn again only when their own message or marks change.
 */
export const MessageList = memo(function MessageList(props: Props) {
  const { messages, firstItemIndex, unreadFromId, hasOlder, hasNewer, live, focusMessageId, selection, canAct, loadOlder, loadNewer, scrollSignal, actions } = props;
  const t = useTranslations("messages");
  const list = useRef<GroupedVirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenId, setSeenId] = useState<number | null>(null);
  const lastId = messages[messages.length - 1]?.id ?? null;
  if (atBottom && !hasNewer && seenId !== lastId) setSeenId(lastId);
  const seenIndex = messages.findIndex((m) => m.id === seenId);
  const unseen = seenIndex < 0 ? 0 : messages.length - 1 - seenIndex;
  const days = useMemo(() => byDay(messages), [messages]);
  const unreadCount = useMemo(() => {
    const from = unreadFromId ? messages.findIndex((m) => m.id === unreadFromId) : -1;
    return from < 0 ? 0 : messages.slice(from).filter((m) => !m.fromMe).length;
  }, [messages, unreadFromId]);
  // Older pages load within 50 px of the top, once the reader moves the list (not while it is placed).
  const atTop = useRef(false);
  const hydrated = useHydrated();
  const place = useOpeningPlace(list, messages, focusMessageId, unreadFromId, () => {
    if (atTop.current && hasOlder) loadOlder();
  });
  const onTop = (top: boolean) => {
    atTop.current = top;
    if (top && hasOlder && !place.isHeld()) loadOlder();
  };

  useEffect(() => {
    if (scrollSignal) place.goToEnd();
  }, [scrollSignal, place]);

  // The grouped list has no data of its own: its item index (from firstItemIndex) names the message.
  const item = useCallback(
    (index: number) => {
      const message = messages[index - firstItemIndex];
      // Virtuoso may render once more with its old counts while a page is merged in.
      if (!message) return <div className="h-px" />;
      const previous = messages[index - firstItemIndex - 1];
      const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
      return (
        <MessageRow
          message={message}
          last={message.id === lastId}
          unreadDivider={message.id === unreadFromId ? unreadCount : 0}
          grouped={!newDay && previous?.fromMe === message.fromMe}
          highlighted={message.id === focusMessageId}
          selecting={!!selection}
          selected={!!selection?.has(message.id)}
          canAct={canAct}
          actions={actions}
        />
      );
    },
    [messages, firstItemIndex, lastId, unreadFromId, unreadCount, focusMessageId, selection, canAct, actions],
  );
  const group = useCallback((index: number) => <DaySeparator iso={days.firsts[index].createdAt} />, [days]);

  if (messages.length === 0) {
    return (
      <div className="relative min-h-0 flex-1 bg-muted/30">
        <p className="p-8 text-center text-sm text-muted-foreground">{t("empty")}</p>
      </div>
    );
  }
  if (!hydrated) {
    return (
      <div className="relative min-h-0 flex-1 bg-muted/30">
        <StaticMessageList messages={messages} unreadFromId={unreadFromId} unreadCount={unreadCount} focusMessageId={focusMessageId} />
      </div>
    );
  }
  return (
    <div className="relative min-h-0 flex-1 bg-muted/30">
      <GroupedVirtuoso
        ref={list}
        role="log"
        aria-label={t("list")}
        className="h-full"
        scrollerRef={place.scrollerRef}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={place.initial}
        defaultItemHeight={TYPICAL_ROW_PX}
        groupCounts={days.counts}
        groupContent={group}
        atTopThreshold={50}
        atTopStateChange={onTop}
        endReached={() => hasNewer && loadNewer()}
        // A page of newer messages loaded at the bottom is not followed to its end.
        followOutput={(bottom) => (bottom && live ? "smooth" : false)}
        atBottomStateChange={setAtBottom}
        totalListHeightChanged={place.keep}
        // Rows are measured in the observer's own callback, not a frame later: one pass less per opening.
        skipAnimationFrameInResizeObserver
        itemContent={item}
      />
      {(!atBottom || hasNewer) && (
        <Button
          size="sm"
          variant="secondary"
          className="absolute right-4 bottom-4 rounded-full shadow-md"
          aria-label={t("jumpToLatest")}
          onClick={() => {
            if (hasNewer) loadNewer();
            list.current?.scrollToIndex({ index: "LAST", behavior: "smooth" });
          }}
        >
          <ArrowDownIcon />
          {unseen > 0 && <span>{unseen}</span>}
        </Button>
      )}
    </div>
  );
});
