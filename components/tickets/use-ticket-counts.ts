"use client";

import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetcher } from "@/lib/client/api";
import { countsKey } from "./list-keys";
import type { Counts, ListFilters } from "./types";

/**
 * The tabs' badges (GET /getCountTickets). The server's counts come after the document's first
 * rows, as a promise SWR's fallback holds: reading them suspends only the badge that shows them.
 */
export function useTicketCounts(userId: number, filters: ListFilters): Counts | undefined {
  return useSWR<Counts>(countsKey(userId, filters), fetcher, { revalidateIfStale: false, revalidateOnFocus: false })
    .data;
}

/** Fetches the badges again, after the ticket events that change them. */
export function useCountsRefresh(userId: number, filters: ListFilters) {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(countsKey(userId, filters)), [mutate, userId, filters]);
}
