"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Infinite scroll: calls `onNearBottom` when the scroll container is within `thresholdPx` of its
 * end, on scroll and whenever `itemCount` changes (a first page too short to scroll loads the
 * next). Spread the result on the container: `<div {...useNearBottom(...)}>`.
 */
export function useNearBottom<E extends HTMLElement>(onNearBottom: () => void, thresholdPx: number, itemCount: number) {
  const [container, setContainer] = useState<E | null>(null);
  const onScroll = useCallback(() => {
    if (container && container.scrollHeight - container.scrollTop - container.clientHeight < thresholdPx)
      onNearBottom();
  }, [container, onNearBottom, thresholdPx]);
  useEffect(() => onScroll(), [onScroll, itemCount]);
  return { ref: setContainer, onScroll };
}
