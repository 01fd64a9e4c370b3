"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { useIdGraf, useSocketConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { channels } from "@/lib/realtime/channels";
import type { ContactsPage } from "./types";

/**
 * The contacts screen's pages of GET /contacts, loaded one after another as the table scrolls and
 * kept live by `contact-{idGraf}`: a changed contact is replaced where it is, a deleted one leaves,
 * a new one reloads the pages (its place in the order is the server's to say), as does each connect
 * of the socket.
 */
export function useContactsList(searchParam: string) {
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<ContactsPage>(
    (index, previous: ContactsPage | null) => {
      if (previous && !previous.hasMore) return null;
      const query = new URLSearchParams({ pageNumber: String(index + 1) });
      if (searchParam) query.set("searchParam", searchParam);
      return `/contacts?${query}`;
      // Events keep loaded pages current; loading the next page need not fetch the first again.
    },
    fetcher,
    { revalidateFirstPage: false },
  );

  useSocketEvent(channels.contact(useIdGraf()), ({ action, contact }) => {
    if (action === "create") return void mutate();
    changeLoaded(mutate, { data, isValidating }, (pages) =>
      pages.map((page) => ({
        ...page,
        contacts:
          action === "delete"
            ? page.contacts.filter((c) => c.id !== contact.id)
            : page.contacts.map((c) => (c.id === contact.id ? contact : c)),
      })),
    );
  });
  useSocketConnect(() => void mutate());

  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void setSize(size + 1);
  }, [hasMore, loading, setSize, size]);
  return { contacts: data?.flatMap((page) => page.contacts) ?? [], loading, loadMore, refresh: () => void mutate() };
}
