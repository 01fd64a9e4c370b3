"use client";

import { useTranslations } from "next-intl";
import { useCallback, useImperativeHandle, useRef, type Ref } from "react";
import { GroupedVirtuoso, type GroupedVirtuosoHandle } from "react-virtuoso";
import { dayKey } from "./format";
import { DaySeparator, MessageRow } from "./message-row";
import type { ListHandle, ListProps } from "./list-props";
import { useOpeningPlace, type Place } from "./use-opening-place";

// A text message's row: Virtuoso lays out the first screen with it instead of drawing one row to measure first.
const TYPICAL_ROW_PX = 56;

type Props = ListProps & {
  firstItemIndex: number;
  /** Messages per day and each day's first message, for the sticky day headers. */
  days: { counts: number[]; firsts: { createdAt: string }[] };
  opening: Place;
  /** Whether the place is held until the reader moves the list (not when the list takes over from the static one). */
  held: boolean;
  ref: Ref<ListHandle>;
};

/**
 * The message list virtualized (a chat opened at a searched message, or read far back): grouped
 * by day with the day's header sticky at the top, older pages loaded within 50 px of the top
 * without moving what is on screen (firstItemIndex), a live message followed only by a reader at
 * the bottom.
 */
export function VirtualMessageList({ ref, ...props }: Props) {
  const {
    messages,
    firstItemIndex,
    days,
    unreadFromId,
    unreadCount,
    hasOlder,
    hasNewer,
    live,
    focusMessageId,
    selection,
    canAct,
    loadOlder,
    loadNewer,
  } = props;
  const t = useTranslations("messages");
  const list = useRef<GroupedVirtuosoHandle>(null);
  const lastId = messages[messages.length - 1]?.id ?? null;
  const atTop = useRef(false);
  const place = useOpeningPlace(list, messages, props.opening, props.held, () => {
    if (atTop.current && hasOlder) loadOlder();
  });
  const onTop = (top: boolean) => {
    atTop.current = top;
    if (top && hasOlder && !place.isHeld()) loadOlder();
  };
  useImperativeHandle(
    ref,
    () => ({
      goToEnd: (smooth) =>
        smooth ? list.current?.scrollToIndex({ index: "LAST", behavior: "smooth" }) : place.goToEnd(),
    }),
    [place],
  );

  // The grouped list has no data of its own: its item index (from firstItemIndex) names the message.
  const { actions } = props;
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

  return (
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
      atBottomStateChange={props.onAtBottom}
      totalListHeightChanged={place.keep}
      // Rows are measured in the observer's own callback, not a frame later: one pass less.
      skipAnimationFrameInResizeObserver
      itemContent={item}
    />
  );
}
