"use client";

import { ArrowDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/client/use-hydrated";
import { byDay, type ChatState } from "./chat-state";
import type { ListProps } from "./list-props";
import { StaticMessageList, type StaticListHandle } from "./static-message-list";
import { openingPlace, type Place } from "./use-opening-place";
import { VirtualMessageList } from "./virtual-message-list";

type Props = Omit<ListProps, "unreadCount" | "onAtBottom"> &
  Pick<ChatState, "firstItemIndex"> & {
    /** Changes when the reader sent something: the list goes to the bottom. */
    scrollSignal: number;
  };

/** Messages loaded beyond this many are read in the virtualized list. */
const STATIC_ROWS = 80;

/**
 * A chat's messages: opened at the searched message, else at the unread divider, else at the
 * latest. A live message scrolls only a reader already at the bottom; anyone else gets a
 * jump-to-latest button with the count of new messages. Rows are drawn again only when their own
 * message or marks change. The first pages are drawn as they are (static-message-list.tsx); a chat
 * opened at a searched message, or read back past a few pages, is virtualized
 * (virtual-message-list.tsx), taking over where the reader is.
 */
export const MessageList = memo(function MessageList(props: Props) {
  const { messages, firstItemIndex, unreadFromId, hasNewer, focusMessageId, loadNewer, scrollSignal } = props;
  const t = useTranslations("messages");
  const list = useRef<StaticListHandle>(null);
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
  const [opening] = useState(() => openingPlace(messages, focusMessageId, unreadFromId));
  const [virtual, setVirtual] = useState<{ opening: Place; held: boolean } | null>(() =>
    focusMessageId ? { opening, held: true } : null,
  );
  const hydrated = useHydrated();

  useLayoutEffect(() => {
    if (!virtual && (hasNewer || messages.length > STATIC_ROWS))
      setVirtual({ opening: list.current?.readingPlace() ?? "end", held: false });
  }, [virtual, hasNewer, messages.length]);
  useEffect(() => {
    if (scrollSignal) list.current?.goToEnd();
  }, [scrollSignal]);

  const shared = { ...props, unreadCount, onAtBottom: setAtBottom };
  return (
    <div className="relative min-h-0 flex-1 bg-muted/30">
      {messages.length === 0 ? (
        <p className="p-8 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : virtual && hydrated ? (
        <VirtualMessageList
          {...shared}
          ref={list}
          firstItemIndex={firstItemIndex}
          days={days}
          opening={virtual.opening}
          held={virtual.held}
        />
      ) : (
        <StaticMessageList {...shared} ref={list} opening={virtual?.opening ?? opening} />
      )}
      {(!atBottom || hasNewer) && messages.length > 0 && (
        <Button
          size="sm"
          variant="secondary"
          className="absolute right-4 bottom-4 rounded-full shadow-md"
          aria-label={t("jumpToLatest")}
          onClick={() => {
            if (hasNewer) loadNewer();
            list.current?.goToEnd(true);
          }}
        >
          <ArrowDownIcon />
          {unseen > 0 && <span>{unseen}</span>}
        </Button>
      )}
    </div>
  );
});
