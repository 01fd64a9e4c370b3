"use client";

import useSWR from "swr";
import { fetcher } from "@/lib/client/api";
import { countsKey } from "./list-keys";
import type { Counts, ListFilters } from "./types";

/** The tabs' badges (GET /getCountTickets), fetched again on the ticket events that change them. */
export function useTicketCounts(userId: number, filters: ListFilters) {
  const { data, mutate } = useSWR<Counts>(countsKey(userId, filters), fetcher, { revalidateIfStale: false, revalidateOnFocus: false });
  return { counts: data, refresh: () => void mutate() };
}
