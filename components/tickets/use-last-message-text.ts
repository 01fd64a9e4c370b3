"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

const KINDS = [
  "image",
  "video",
  "audio",
  "sticker",
  "document",
  "locationMessage",
  "liveLocationMessage",
  "contactMessage",
  "call_log",
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/**
 * A ticket's last message as a person reads it: the server stores a message without text as its
 * kind in brackets (`[locationMessage]`, lib/messages/message-preview.ts), shown here as a word of
 * the user's language.
 */
export function useLastMessageText() {
  const t = useTranslations("ticketsList.kinds");
  return useCallback(
    (text: string | null | undefined) => {
      const kind = text?.match(/^\[(\w+)\]$/)?.[1];
      return kind && isKind(kind) ? t(kind) : (text ?? "");
    },
    [t],
  );
}
