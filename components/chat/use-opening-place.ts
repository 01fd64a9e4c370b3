"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { GroupedVirtuosoHandle, IndexLocationWithAlign } from "react-virtuoso";
import type { ChatMessage } from "./types";
import { useReaderHold } from "./use-reader-hold";

/** Where a list is held: a message at the top (the unread divider's), in the middle (a searched one), or the end. */
export type Place = { messageId: number; align: "start" | "center" } | "end";

const END: IndexLocationWithAlign = { index: "LAST", align: "end" };

function locationOf(place: Place, messages: ChatMessage[]): IndexLocationWithAlign {
  if (place === "end") return END;
  const index = messages.findIndex((m) => m.id === place.messageId);
  // At the top, Virtuoso places the row below the sticky day header.
  return index < 0 ? END : { index, align: place.align };
}

/** Where a chat opens: the searched message when it is loaded, else the first unread one, else the end. */
export function openingPlace(
  messages: ChatMessage[],
  focusMessageId: number | undefined,
  unreadFromId: number | null,
): Place {
  if (focusMessageId !== undefined && messages.some((m) => m.id === focusMessageId))
    return { messageId: focusMessageId, align: "center" };
  return unreadFromId !== null ? { messageId: unreadFromId, align: "start" } : "end";
}

/**
 * The virtualized list's place: Virtuoso puts the list there once, with the sizes it has measured
 * so far; rows that grow afterwards would push the place out of view, so it is kept, each time the
 * list's height changes, until the reader moves the list. Sending a message holds the list at its
 * end again. While it is held the list loads no older page: Virtuoso reports the top reached while
 * it places the list, which would load one on every opening.
 */
export function useOpeningPlace(
  list: RefObject<GroupedVirtuosoHandle | null>,
  messages: ChatMessage[],
  opening: Place,
  held: boolean,
  onRelease: () => void,
) {
  const [initial] = useState(() => locationOf(opening, messages));
  const place = useRef<Place>(opening);
  const reader = useReaderHold(onRelease, held);
  const loaded = useRef(messages);
  useEffect(() => {
    loaded.current = messages;
  }, [messages]);

  const { box: scroller, isHeld, hold } = reader;
  const keep = useCallback(() => {
    if (!isHeld()) return;
    // Virtuoso keeps a list that is at its end there as rows are measured: nothing to do.
    const box = scroller();
    if (place.current === "end" && box && box.scrollHeight - box.scrollTop - box.clientHeight <= 1) return;
    list.current?.scrollToIndex(locationOf(place.current, loaded.current));
  }, [list, isHeld, scroller]);
  const goToEnd = useCallback(() => {
    place.current = "end";
    hold();
    list.current?.scrollToIndex(END);
  }, [list, hold]);
  return useMemo(
    () => ({ initial, scrollerRef: reader.attach, keep, goToEnd, isHeld }),
    [initial, reader.attach, keep, goToEnd, isHeld],
  );
}
