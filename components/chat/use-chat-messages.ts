"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { useIdGraf, useSocket, useSocketEvent } from "@/components/realtime/socket-provider";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import {
  dropMessage,
  initialState,
  mergeMessages,
  settleOptimistic,
  upsertMessage,
  withMessages,
  withPageAgain,
  type ChatState,
} from "./chat-state";
import type { ChatMessage, ChatTicket, MessagePage } from "./types";

type Change = (state: ChatState) => ChatState;

let opened = 0;

/**
 * A ticket's messages in the SWR cache, starting from the page the server rendered the chat with:
 * older and newer pages by cursor, live messages from the socket, optimistic sends.
 *
 * The server read its page before this chat listened to the socket, so once it listens (and after
 * every reconnect, whose missed events are not replayed) it reads that page again and merges it
 * in. A read may predate changes that come while it is under way: they are applied at once and
 * again over the page when it is in, so a message or its downloaded media is never lost.
 */
export function useChatMessages(ticketId: number, first: MessagePage, focusMessageId?: number) {
  const idGraf = useIdGraf();
  const socket = useSocket();
  const showError = useErrorToast();
  // Each opening is an entry of its own (its own read, its own unread divider).
  const [opening] = useState(() => ++opened);
  const [initial] = useState(() => initialState(first));
  const { data = initial, mutate } = useSWR<ChatState>(["chat", ticketId, focusMessageId ?? 0, opening], null, {
    fallbackData: initial,
  });
  // The cache is empty until the first change: until then the chat shows `initial`.
  const apply = useCallback(
    (change: Change) => void mutate((s) => change(s ?? initial), { revalidate: false }),
    [mutate, initial],
  );

  const reads = useRef(new Set<Change[]>());
  const update = useCallback(
    (change: Change) => {
      for (const changes of reads.current) changes.push(change);
      apply(change);
    },
    [apply],
  );
  const read = useCallback(
    async (query: string, merge: (state: ChatState, page: MessagePage) => ChatState) => {
      const since: Change[] = [];
      reads.current.add(since);
      try {
        const page = await api<MessagePage>(`/messages/${ticketId}${query}`);
        apply((s) => since.reduce((acc, change) => change(acc), merge(s, page)));
      } finally {
        reads.current.delete(since);
      }
    },
    [ticketId, apply],
  );

  useSocketEvent(channels.appMessage(idGraf), ({ action, message, ticket }) => {
    if (message.ticketId === ticketId) update((s) => ({ ...upsertMessage(s, message, action === "create"), ticket }));
  });
  useSocketEvent(channels.downloadedMedia, ({ message }) => {
    if (message.ticketId === ticketId) update((s) => upsertMessage(s, message, false));
  });
  useSocketEvent(channels.ticket(idGraf), (event) => {
    if (event.action !== "delete" && event.ticket.id === ticketId) update((s) => ({ ...s, ticket: event.ticket }));
  });
  // The contact edited here or anywhere else: the header and the drawer show it as it is now.
  useSocketEvent(channels.contact(idGraf), (event) => {
    if (event.action !== "update") return;
    const { contact } = event;
    const { name, number, profilePicUrl } = contact;
    update((s) =>
      s.ticket.contactId === contact.id
        ? { ...s, ticket: { ...s.ticket, contact: { ...s.ticket.contact, name, number, profilePicUrl } } }
        : s,
    );
  });

  // A ticket deleted before the socket listened sent its `delete` to nobody here: the read that
  // catches up finds it gone (404), and the chat says so as the event would have.
  const [missing, setMissing] = useState(false);
  const again = focusMessageId ? `?aroundMessageId=${focusMessageId}` : "";
  useEffect(() => {
    if (!socket) return;
    const catchUp = () =>
      void read(again, withPageAgain).catch((error) => {
        if (error instanceof ApiError && error.status === 404) setMissing(true);
      });
    if (socket.connected) catchUp();
    socket.on("connect", catchUp);
    return () => void socket.off("connect", catchUp);
  }, [socket, read, again]);

  const loading = useRef(false);
  const current = useRef(data);
  useEffect(() => {
    current.current = data;
  }, [data]);
  const loadPage = useCallback(
    async (direction: "older" | "newer") => {
      const state = current.current;
      const real = state.messages.filter((m) => !m.optimistic);
      if (loading.current || !(direction === "older" ? state.hasOlder : state.hasNewer) || !real.length) return;
      loading.current = true;
      const cursor = direction === "older" ? `?beforeId=${real[0].id}` : `?afterId=${real[real.length - 1].id}`;
      await read(cursor, (s, page) =>
        withMessages(s, mergeMessages(s.messages, page.messages), {
          live: false,
          ...(direction === "older" ? { hasOlder: page.hasMore } : { hasNewer: page.hasNewer }),
        }),
      )
        .catch(showError)
        .finally(() => (loading.current = false));
    },
    [read, showError],
  );

  // Stable functions: the rows and the composer that get them are not drawn again when messages change.
  const actions = useMemo(
    () => ({
      loadOlder: () => void loadPage("older"),
      loadNewer: () => void loadPage("newer"),
      addOptimistic: (message: ChatMessage) => update((s) => withMessages(s, mergeMessages(s.messages, [message]))),
      settle: (tempId: number, stored: ChatMessage[]) => update((s) => settleOptimistic(s, tempId, stored)),
      drop: (tempId: number) => update((s) => dropMessage(s, tempId)),
      replace: (message: ChatMessage) => update((s) => upsertMessage(s, message, false)),
      setTicket: (ticket: ChatTicket) => update((s) => ({ ...s, ticket })),
    }),
    [loadPage, update],
  );
  return { state: data, missing, ...actions };
}

export type ChatMessages = ReturnType<typeof useChatMessages>;
