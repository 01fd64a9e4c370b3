"use client";

import { useEffect } from "react";
import useSWR from "swr";
import { fetcher } from "@/lib/client/api";
import type { ChatMessage } from "./types";

export type ReplyWindow = { provider: string; open: boolean; closesAt: string | null };

// Timers beyond about 24 days are not set by browsers.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether free messages may go to the ticket's contact (a Cloud API contact's 24-hour window),
 * read again when a message of the contact arrives and when the window closes while the chat is open.
 */
export function useReplyWindow(ticketId: number, messages: ChatMessage[]) {
  const { data, mutate } = useSWR<ReplyWindow>(`/tickets/${ticketId}/reply-window`, fetcher, {
    keepPreviousData: true,
  });
  const lastInbound = messages.findLast((message) => !message.fromMe)?.createdAt;
  useEffect(() => {
    if (lastInbound) void mutate();
  }, [lastInbound, mutate]);
  const closesAt = data?.open ? data.closesAt : null;
  useEffect(() => {
    const closesIn = closesAt ? new Date(closesAt).getTime() - Date.now() : null;
    if (closesIn === null || closesIn > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => void mutate(), Math.max(0, closesIn) + 1000);
    return () => clearTimeout(timer);
  }, [closesAt, mutate]);
  return data;
}
