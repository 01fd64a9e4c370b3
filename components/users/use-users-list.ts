"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { useSocketConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { UsersPage } from "./types";

/**
 * The Users screen's pages of GET /users, loaded one after another as the table scrolls, read again
 * when another admin creates, changes or deletes a user, and each time the socket connects.
 */
export function useUsersList({ searchParam, activeOnly }: { searchParam: string; activeOnly: boolean }) {
  const { data, size, setSize, isLoading, mutate } = useSWRInfinite<UsersPage>((index, previous: UsersPage | null) => {
    if (previous && !previous.hasMore) return null;
    const query = new URLSearchParams({ pageNumber: String(index + 1) });
    if (searchParam) query.set("searchParam", searchParam);
    if (activeOnly) query.set("status", "1");
    return `/users?${query}`;
  }, fetcher);
  useSocketEvent(channels.user, () => void mutate());
  useSocketConnect(() => void mutate());
  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loadingMore = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize(size + 1);
  }, [hasMore, loadingMore, setSize, size]);
  return {
    users: data?.flatMap((page) => page.users) ?? [],
    loading: loadingMore,
    loadMore,
    refresh: () => void mutate(),
  };
}
