"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { ChatMessage } from "./types";

const NONE: number[] = [];

/**
 * Forwarding mode (spec section 4): entered with the clicked message chosen; null when not
 * forwarding. `open` goes on to the dialog only with messages chosen that have left the inbox.
 */
export function useForwardSelection(messages: ChatMessage[], openDialog: () => void) {
  const t = useTranslations("forward");
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
  const chosen = useMemo(() => (selection ? messages.filter((m) => selection.has(m.id)) : []), [messages, selection]);
  const ids = useMemo(() => (chosen.length ? chosen.map((m) => m.id) : NONE), [chosen]);
  const open = () => {
    if (!chosen.length) return toast.error(t("noMessages"));
    if (chosen.some((m) => m.fromMe && m.ack === 0)) return toast.error(t("neverSent"));
    openDialog();
  };
  return { selection, ids, open, ...change };
}
