"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";

// What a reader does to move a list themselves.
const MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Whether a message list is still held where it opened: until the reader first moves it (wheel,
 * touch, keys, a press on it), then `onRelease` runs with the scroller. `attach` takes the list's
 * scroller (a callback, since Virtuoso hands its scroller to a plain function, not a React ref).
 */
export function useReaderHold(onRelease: (scroller: HTMLElement | null) => void, initiallyHeld = true) {
  const held = useRef(initiallyHeld);
  const scroller = useRef<HTMLElement | null>(null);
  const released = useRef(onRelease);
  useEffect(() => {
    released.current = onRelease;
  });
  const release = useCallback(() => {
    if (!held.current) return;
    held.current = false;
    released.current(scroller.current);
  }, []);
  const attach = useCallback(
    (element: HTMLElement | Window | null) => {
      MOVES.forEach((move) => scroller.current?.removeEventListener(move, release));
      scroller.current = element instanceof HTMLElement ? element : null;
      MOVES.forEach((move) => scroller.current?.addEventListener(move, release, { passive: true }));
    },
    [release],
  );
  const isHeld = useCallback(() => held.current, []);
  const hold = useCallback(() => void (held.current = true), []);
  const box = useCallback(() => scroller.current, []);
  return useMemo(() => ({ attach, box, isHeld, hold }), [attach, box, isHeld, hold]);
}
