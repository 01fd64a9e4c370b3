"use client";

import { useMemo, useState } from "react";
import type { ChatMessage } from "./types";

/** Forwarding mode (spec section 4): entered with the clicked message chosen; null when not forwarding. */
export function useForwardSelection() {
  const [selection, setSelection] = useState<Set<number> | null>(null);
  const change = useMemo(
    () => ({
      start: (message: ChatMessage) => setSelection(new Set([message.id])),
      toggle: (message: ChatMessage) =>
        setSelection((current) => {
          const next = new Set(current);
          if (next.has(message.id)) next.delete(message.id);
          else next.add(message.id);
          return next;
        }),
      clear: () => setSelection(null),
    }),
    [],
  );
  return { selection, ...change };
}
