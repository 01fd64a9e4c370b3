"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import useSWRInfinite from "swr/infinite";
import { api } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { ticketPageKey } from "./list-keys";
import { ticketsOf } from "./list-events";
import type { ListFilters, TicketPage, TicketStatus } from "./types";

/** A page of a tab; GET /getClosedTickets names its tickets ticketsClosed. */
export async function fetchTicketPage(key: string): Promise<TicketPage> {
  const page = await api<{ tickets?: TicketPage["tickets"]; ticketsClosed?: TicketPage["tickets"]; hasMore: boolean }>(
    key,
  );
  return { tickets: page.tickets ?? page.ticketsClosed ?? [], hasMore: page.hasMore };
}

export const ticketListKeyOf =
  (status: TicketStatus, filters: ListFilters) => (index: number, previous: TicketPage | null) =>
    previous && !previous.hasMore ? null : ticketPageKey(status, filters, index + 1);

/** A change to a tab's loaded pages. */
export type PagesChange = (pages: TicketPage[]) => TicketPage[];

/**
 * One tab's pages, kept current by socket events (use-ticket-events.ts) rather than by refetching:
 * the first page comes from the server render, and nothing is fetched again on focus or mount.
 * Its functions are stable and its tickets change only with its pages, so rows are not drawn
 * again for another list's change.
 */
export function useTicketList(status: TicketStatus, filters: ListFilters) {
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<TicketPage>(
    ticketListKeyOf(status, filters),
    fetchTicketPage,
    {
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
    },
  );
  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void setSize(size + 1);
  }, [hasMore, loading, setSize, size]);
  // Pages that came from the server render are SWR's fallback, not its cache, and a mutate
  // function is handed only the cache: changes start from what the list shows.
  const shown = useRef(data);
  const validating = useRef(isValidating);
  useEffect(() => {
    shown.current = data;
    validating.current = isValidating;
  }, [data, isValidating]);
  const update = useCallback(
    (change: PagesChange) => {
      // A change that changes nothing (the ticket is not in this list, or already so) draws nothing.
      if (shown.current && change(shown.current) === shown.current) return;
      changeLoaded(
        mutate,
        { data: shown.current, isValidating: validating.current },
        (pages) => (shown.current = change(pages)),
      );
    },
    [mutate],
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  const tickets = useMemo(() => ticketsOf(data), [data]);
  return useMemo(
    () => ({ tickets, hasMore, loading, loadMore, update, reload }),
    [tickets, hasMore, loading, loadMore, update, reload],
  );
}

export type TicketList = ReturnType<typeof useTicketList>;
