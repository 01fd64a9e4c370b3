"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { useSocketConnect } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";

type Page<K extends string, T> = Record<K, T[]> & { hasMore: boolean };

/**
 * The pages of a list API answering `{ [itemsKey]: T[], hasMore }` for `searchParam` and
 * `pageNumber` (quick answers, tags), loaded one after another as the table scrolls, and every
 * loaded page read again each time the socket connects.
 */
export function usePagedList<K extends string, T>(path: string, itemsKey: K, searchParam: string) {
  const { data, size, setSize, isLoading, mutate } = useSWRInfinite<Page<K, T>>(
    (index, previous: Page<K, T> | null) => {
      if (previous && !previous.hasMore) return null;
      const query = new URLSearchParams({ pageNumber: String(index + 1) });
      if (searchParam) query.set("searchParam", searchParam);
      return `${path}?${query}`;
    },
    fetcher,
  );
  useSocketConnect(() => void mutate());
  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void setSize(size + 1);
  }, [hasMore, loading, setSize, size]);
  const items: T[] = data?.flatMap((page) => page[itemsKey]) ?? [];
  return { items, loading, loadMore, refresh: () => void mutate() };
}
