"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { fetcher } from "@/lib/client/api";
import { searchKey } from "./list-keys";
import type { SearchPage } from "./types";

/** GET /tickets pages for a term: conversations and messages, loaded as the results scroll. */
export function useTicketSearch(searchParam: string) {
  const { data, size, setSize, isLoading } = useSWRInfinite<SearchPage>(
    (index, previous: SearchPage | null) =>
      !searchParam || (previous && !previous.hasMore) ? null : searchKey(searchParam, index + 1),
    fetcher,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void setSize(size + 1);
  }, [hasMore, loading, setSize, size]);
  const seen = new Set<number>();
  const conversations = (data ?? [])
    .flatMap((page) => page.conversationTickets)
    .filter((t) => !seen.has(t.id) && seen.add(t.id));
  const messages = (data ?? []).flatMap((page) => page.messageTickets);
  return { conversations, messages, loading, loadMore };
}
