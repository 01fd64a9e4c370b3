"use client";

import { useTranslations } from "next-intl";
import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, type Ref } from "react";
import { dayKey } from "./format";
import type { ListHandle, ListProps } from "./list-props";
import { DaySeparator, MessageRow } from "./message-row";
import type { ChatMessage } from "./types";
import type { Place } from "./use-opening-place";
import { useReaderHold } from "./use-reader-hold";

export type StaticListHandle = ListHandle & {
  /** Where the reader is: the end, or the message at the top of what they see. */
  readingPlace: () => Place;
};

type Props = ListProps & { opening: Place; ref: Ref<StaticListHandle> };

/** Older pages load within this distance of the top (spec section 9). */
const OLDER_PAGE_PX = 50;
/** The sticky day header's height (DaySeparator): what is under it is not read. */
const DAY_HEADER_PX = 40;

function byDays(messages: ChatMessage[]) {
  const days: { key: string; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    if (days.at(-1)?.key === key) days.at(-1)!.messages.push(message);
    else days.push({ key, messages: [message] });
  }
  return days;
}

/**
 * A chat's loaded messages drawn as they are, in a column that starts at its end (column-reverse):
 * the browser keeps a reader at the end there as messages come and rows grow, and a reader further
 * up where they are as messages come, older pages are added above or rows grow. So the first page
 * is drawn once, with no measuring passes, and the server draws it into the document (a chat
 * opened by its address shows its messages at the first paint). Day headers stick at the top. It
 * opens at its end, or with its unread divider at the top, held there while rows settle until the
 * reader moves it; older pages load within 50 px of the top once the reader has moved it.
 */
export function StaticMessageList({ ref, ...props }: Props) {
  const {
    messages,
    unreadFromId,
    unreadCount,
    hasOlder,
    focusMessageId,
    selection,
    canAct,
    loadOlder,
    actions,
    onAtBottom,
    opening,
  } = props;
  const t = useTranslations("messages");
  const days = useMemo(() => byDays(messages), [messages]);
  const content = useRef<HTMLDivElement>(null);
  const nearTop = (box: HTMLElement) => box.scrollHeight - box.clientHeight + box.scrollTop <= OLDER_PAGE_PX;
  const reader = useReaderHold((box) => {
    if (box && hasOlder && nearTop(box)) loadOlder();
  });
  const { attach, box: scroller, isHeld } = reader;

  // The divider (or a searched message) is placed once the rows are laid out, and again while they settle.
  useLayoutEffect(() => {
    if (opening === "end" || !content.current) return;
    const row = content.current.querySelector(`[data-message-id="${opening.messageId}"]`)?.closest("[data-row]");
    const target = row?.querySelector('[role="separator"]') ?? row;
    if (!target) return;
    const place = () => isHeld() && target.scrollIntoView({ block: opening.align });
    place();
    const settle = new ResizeObserver(place);
    settle.observe(content.current);
    return () => settle.disconnect();
  }, [opening, isHeld]);

  // A first page that does not fill the pane loads the older one at once: there is nothing to scroll.
  useEffect(() => {
    const box = scroller();
    if (box && hasOlder && box.scrollHeight <= box.clientHeight) loadOlder();
  }, [messages, hasOlder, loadOlder, scroller]);

  const bottom = useRef(true);
  const onScroll = () => {
    const box = scroller();
    if (!box) return;
    // The column's origin is its end: 0 there, negative above it.
    const atBottom = box.scrollTop > -4;
    if (atBottom !== bottom.current) onAtBottom((bottom.current = atBottom));
    if (hasOlder && !isHeld() && nearTop(box)) loadOlder();
  };

  useImperativeHandle(
    ref,
    () => ({
      goToEnd: (smooth) => scroller()?.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" }),
      readingPlace: () => {
        const box = scroller();
        if (!box || box.scrollTop > -4) return "end";
        const top = box.getBoundingClientRect().top + DAY_HEADER_PX;
        const row = [...(content.current?.querySelectorAll("[data-message-id]") ?? [])].find(
          (element) => element.getBoundingClientRect().bottom > top,
        );
        return row ? { messageId: Number(row.getAttribute("data-message-id")), align: "start" } : "end";
      },
    }),
    [scroller],
  );

  return (
    <div
      ref={attach}
      role="log"
      aria-label={t("list")}
      className="flex h-full flex-col-reverse overflow-y-auto"
      onScroll={onScroll}
    >
      <div ref={content} className="pb-3">
        {days.map((day) => (
          <section key={day.key}>
            <DaySeparator iso={day.messages[0].createdAt} sticky />
            {day.messages.map((message, i) => {
              const previous = day.messages[i - 1];
              return (
                <MessageRow
                  key={message.id}
                  message={message}
                  last={false}
                  unreadDivider={message.id === unreadFromId ? unreadCount : 0}
                  grouped={previous?.fromMe === message.fromMe}
                  highlighted={message.id === focusMessageId}
                  selecting={!!selection}
                  selected={!!selection?.has(message.id)}
                  canAct={canAct}
                  actions={actions}
                />
              );
            })}
          </section>
        ))}
      </div>
    </div>
  );
}
