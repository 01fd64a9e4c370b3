"use client";

import { useEffect, useRef, useState } from "react";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { api } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { MessagePage } from "./types";

const markRead = (ticketId: number) =>
  api(`/tickets/${ticketId}/markAsRead`, { method: "PUT", json: { unreadMessages: 0, unread: false } }).catch(
    () => undefined,
  );

/**
 * The open chat is read: opening it with unread messages marks it read once (the list's badge follows
 * the ticket event), and so does each message from the contact that arrives while it is open and the
 * page is visible (a hidden page marks it when it is shown again), so its row never counts what the
 * attendant has on screen. Opening a chat without unread messages sends nothing.
 */
export function useReadWhileOpen(ticketId: number, { unreadMessages, unread }: MessagePage["ticket"]) {
  const [hadUnread] = useState(unreadMessages > 0 || unread);
  useEffect(() => {
    if (hadUnread) void markRead(ticketId);
  }, [ticketId, hadUnread]);

  const waiting = useRef(false);
  useSocketEvent(channels.appMessage(useIdGraf()), ({ action, message }) => {
    if (action !== "create" || message.ticketId !== ticketId || message.fromMe) return;
    if (document.visibilityState === "visible") void markRead(ticketId);
    else waiting.current = true;
  });
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState !== "visible" || !waiting.current) return;
      waiting.current = false;
      void markRead(ticketId);
    };
    document.addEventListener("visibilitychange", onShown);
    return () => document.removeEventListener("visibilitychange", onShown);
  }, [ticketId]);
}
