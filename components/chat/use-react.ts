"use client";

import useSWR from "swr";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import type { ChatMessage } from "./types";
import type { useChatMessages } from "./use-chat-messages";
import type { ReplyWindow } from "./use-reply-window";

/** Sends the attendant's emoji on a message, where the ticket's connection can (the Cloud API); else undefined. */
export function useReact(ticketId: number, chat: ReturnType<typeof useChatMessages>) {
  const { data } = useSWR<ReplyWindow>(`/tickets/${ticketId}/reply-window`, fetcher);
  const showError = useErrorToast();
  if (data?.provider !== "cloud") return undefined;
  return async (message: ChatMessage, emoji: string) => {
    try {
      chat.settle(0, [await api<ChatMessage>(`/messages/${ticketId}/reaction`, { method: "POST", json: { messageId: message.id, emoji } })]);
    } catch (error) {
      showError(error);
    }
  };
}
