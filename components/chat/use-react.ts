"use client";

import { useCallback } from "react";
import useSWR from "swr";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import type { ChatMessage } from "./types";
import type { ChatMessages } from "./use-chat-messages";
import type { ReplyWindow } from "./use-reply-window";

/**
 * Sends the attendant's emoji on a message, where the ticket's connection can (the Cloud API); else
 * undefined. The function keeps its identity across renders, so the chat's rows are not drawn again.
 */
export function useReact(ticketId: number, { settle }: ChatMessages) {
  const { data } = useSWR<ReplyWindow>(`/tickets/${ticketId}/reply-window`, fetcher);
  const showError = useErrorToast();
  const react = useCallback(
    async (message: ChatMessage, emoji: string) => {
      try {
        settle(0, [
          await api<ChatMessage>(`/messages/${ticketId}/reaction`, {
            method: "POST",
            json: { messageId: message.id, emoji },
          }),
        ]);
      } catch (error) {
        showError(error);
      }
    },
    [ticketId, settle, showError],
  );
  return data?.provider === "cloud" ? react : undefined;
}
