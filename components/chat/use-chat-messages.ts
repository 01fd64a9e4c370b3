"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import { dropMessage, initialState, mergeMessages, settleOptimistic, upsertMessage, withMessages, type ChatState } from "./chat-state";
import type { ChatMessage, ChatTicket, MessagePage } from "./types";

type MessageEvent = { action: "create" | "update"; message: ChatMessage; ticket: ChatTicket };
type TicketEvent = { action: string; ticket?: ChatTicket };
type ContactEvent = { action: string; contact: Pick<ChatTicket["contact"], "id" | "name" | "number" | "profilePicUrl"> };
type Change = (state: ChatState) => ChatState;

let opened = 0;

/**
 * A ticket's messages in the SWR cache: the latest page (or the page around `focusMessageId`),
 * older and newer pages by cursor, live messages from the socket, optimistic sends.
 */
export function useChatMessages(ticketId: number, focusMessageId?: number) {
  const idGraf = useIdGraf();
  const showError = useErrorToast();
  const stateRef = useRef<ChatState | undefined>(undefined);
  const query = focusMessageId ? `?aroundMessageId=${focusMessageId}` : "";
  // Each opening reads afresh (what came while the chat was closed, the unread divider), while a
  // reconnect revalidates the same entry.
  const [opening] = useState(() => ++opened);
  const { data, error, mutate } = useSWR<ChatState>(
    ["chat", ticketId, focusMessageId ?? 0, opening],
    async () => initialState(await api<MessagePage>(`/messages/${ticketId}${query}`), stateRef.current),
    { revalidateOnFocus: false, revalidateIfStale: false, onError: showError },
  );
  // Events that come while the first page loads (its read may predate them) wait for it, then
  // apply in order: a message created or its media downloaded meanwhile is never lost.
  const early = useRef<Change[]>([]);
  useEffect(() => {
    stateRef.current = data;
    if (!data || !early.current.length) return;
    const changes = early.current;
    early.current = [];
    void mutate((s) => (s ? changes.reduce((acc, change) => change(acc), s) : s), { revalidate: false });
  }, [data, mutate]);
  const loading = useRef(false);

  // Only once the first page is in: SWR drops a fetch's answer when a mutation happens meanwhile.
  const update = useCallback(
    (change: Change) => {
      if (stateRef.current) void mutate((s) => (s ? change(s) : s), { revalidate: false });
      else early.current.push(change);
    },
    [mutate],
  );

  const loadPage = useCallback(
    async (direction: "older" | "newer") => {
      const state = stateRef.current;
      const real = state?.messages.filter((m) => !m.optimistic) ?? [];
      if (!state || loading.current || !(direction === "older" ? state.hasOlder : state.hasNewer) || !real.length) return;
      loading.current = true;
      try {
        const cursor = direction === "older" ? `beforeId=${real[0].id}` : `afterId=${real[real.length - 1].id}`;
        const page = await api<MessagePage>(`/messages/${ticketId}?${cursor}`);
        update((s) =>
          withMessages(s, mergeMessages(s.messages, page.messages), { live: false, ...(direction === "older" ? { hasOlder: page.hasMore } : { hasNewer: page.hasNewer }) }),
        );
      } catch (err) {
        showError(err);
      } finally {
        loading.current = false;
      }
    },
    [ticketId, update, showError],
  );

  useSocketEvent<MessageEvent>(channels.appMessage(idGraf), ({ action, message, ticket }) => {
    if (message.ticketId !== ticketId) return;
    update((s) => ({ ...upsertMessage(s, message, action === "create"), ticket }));
  });
  useSocketEvent<{ message: ChatMessage }>(channels.downloadedMedia, ({ message }) => {
    if (message.ticketId === ticketId) update((s) => upsertMessage(s, message, false));
  });
  useSocketEvent<TicketEvent>(channels.ticket(idGraf), ({ ticket }) => {
    if (ticket?.id === ticketId) update((s) => ({ ...s, ticket: { ...s.ticket, ...ticket } }));
  });
  // The contact edited here or anywhere else: the header and the drawer show it as it is now.
  useSocketEvent<ContactEvent>(channels.contact(idGraf), ({ action, contact }) => {
    if (action !== "update") return;
    const { name, number, profilePicUrl } = contact;
    update((s) => (s.ticket.contactId === contact.id ? { ...s, ticket: { ...s.ticket, contact: { ...s.ticket.contact, name, number, profilePicUrl } } } : s));
  });

  return {
    state: data,
    error,
    loadOlder: () => loadPage("older"),
    loadNewer: () => loadPage("newer"),
    addOptimistic: (message: ChatMessage) => update((s) => withMessages(s, mergeMessages(s.messages, [message]))),
    settle: (tempId: number, stored: ChatMessage[]) => update((s) => settleOptimistic(s, tempId, stored)),
    drop: (tempId: number) => update((s) => dropMessage(s, tempId)),
    replace: (message: ChatMessage) => update((s) => upsertMessage(s, message, false)),
    setTicket: (ticket: ChatTicket) => update((s) => ({ ...s, ticket })),
  };
}
