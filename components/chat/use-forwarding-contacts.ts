"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { fetcher } from "@/lib/client/api";

export type ForwardContact = { id: number; name: string; number: string; profilePicUrl: string | null };
type Page = { contacts: ForwardContact[]; hasMore: boolean };

/** The forward dialog's contacts (GET /contacts/fowarding-list), one page after another as the list scrolls. */
export function useForwardingContacts(open: boolean, searchTerm: string, onError: (error: unknown) => void) {
  const { data, size, setSize, isLoading } = useSWRInfinite<Page>(
    (index, previous: Page | null) => {
      if (!open || (previous && !previous.hasMore)) return null;
      return `/contacts/fowarding-list?${new URLSearchParams({ searchTerm, page: String(index + 1) })}`;
    },
    fetcher,
    { onError, revalidateFirstPage: false },
  );
  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void setSize(size + 1);
  }, [hasMore, loading, setSize, size]);
  return { contacts: data?.flatMap((page) => page.contacts), loading, loadMore };
}
