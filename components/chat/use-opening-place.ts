"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { GroupedVirtuosoHandle, IndexLocationWithAlign } from "react-virtuoso";
import type { ChatMessage } from "./types";

/** Where the list is held: a message at the top (the unread divider's), in the middle (a searched one), or the end. */
type Place = { messageId: number; align: "start" | "center" } | "end";

const END: IndexLocationWithAlign = { index: "LAST", align: "end" };

function locationOf(place: Place, messages: ChatMessage[]): IndexLocationWithAlign {
  if (place === "end") return END;
  const index = messages.findIndex((m) => m.id === place.messageId);
  if (index < 0) return END;
  // At the top, Virtuoso places the row below the sticky day header.
  return { index, align: place.align };
}

/** The searched message when it is loaded, else the first unread one, else the end. */
function openingPlace(messages: ChatMessage[], focusMessageId: number | undefined, unreadFromId: number | null): Place {
  if (focusMessageId !== undefined && messages.some((m) => m.id === focusMessageId)) return { messageId: focusMessageId, align: "center" };
  return unreadFromId !== null ? { messageId: unreadFromId, align: "start" } : "end";
}

// What a reader does to move the list themselves.
const MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Where a chat opens: the searched message, else the first unread one (under its divider), else
 * the end. Virtuoso places the list there once, with the sizes it has measured so far; rows that
 * grow afterwards would push the place out of view, so it is kept, each time the list's height
 * changes, until the reader moves the list (wheel, touch, keys, a press). Sending a message holds
 * the list at its end again. While it is held the list loads no older page: Virtuoso reports the
 * top reached while it places the list, which would load one on every opening.
 */
export function useOpeningPlace(
  list: RefObject<GroupedVirtuosoHandle | null>,
  messages: ChatMessage[],
  focusMessageId: number | undefined,
  unreadFromId: number | null,
  /** Called when the reader takes the list over. */
  onRelease: () => void,
) {
  const [opening] = useState(() => openingPlace(messages, focusMessageId, unreadFromId));
  const [initial] = useState(() => locationOf(opening, messages));
  const place = useRef<Place>(opening);
  const held = useRef(true);
  const loaded = useRef(messages);
  useEffect(() => {
    loaded.current = messages;
  }, [messages]);

  // Virtuoso hands its scroller to a plain callback (not a React ref): the listeners follow it here.
  const scroller = useRef<HTMLElement | null>(null);
  const released = useRef(onRelease);
  useEffect(() => {
    released.current = onRelease;
  });
  const release = useCallback(() => {
    if (!held.current) return;
    held.current = false;
    released.current();
  }, []);
  const scrollerRef = useCallback(
    (element: HTMLElement | Window | null) => {
      MOVES.forEach((move) => scroller.current?.removeEventListener(move, release));
      scroller.current = element instanceof HTMLElement ? element : null;
      MOVES.forEach((move) => scroller.current?.addEventListener(move, release, { passive: true }));
    },
    [release],
  );

  const keep = useCallback(() => {
    if (!held.current) return;
    // Virtuoso keeps a list that is at its end there as rows are measured: nothing to do.
    const box = scroller.current;
    if (place.current === "end" && box && box.scrollHeight - box.scrollTop - box.clientHeight <= 1) return;
    list.current?.scrollToIndex(locationOf(place.current, loaded.current));
  }, [list]);
  const goToEnd = useCallback(() => {
    place.current = "end";
    held.current = true;
    list.current?.scrollToIndex(END);
  }, [list]);
  const isHeld = useCallback(() => held.current, []);
  return useMemo(() => ({ initial, scrollerRef, keep, goToEnd, isHeld }), [initial, scrollerRef, keep, goToEnd, isHeld]);
}
