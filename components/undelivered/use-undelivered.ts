"use client";

import { useCallback } from "react";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { useIdGraf, useSocketConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { listUndelivered } from "@/lib/undelivered/list-undelivered";
import type { JsonOf } from "@/lib/utils/as-json";

export type UndeliveredPage = JsonOf<Awaited<ReturnType<typeof listUndelivered>>>;
export type UndeliveredRow = UndeliveredPage["rows"][number];

/**
 * Calls `changed` whenever something the undelivered list shows may have changed: a message of a
 * ticket the user sees (a send failed, or was sent again), a schedule, a bulk send's progress. The
 * server sends each to those who may see it, so the list is read again rather than patched.
 */
function useUndeliveredChanges(changed: () => void) {
  const idGraf = useIdGraf();
  useSocketEvent(channels.appMessage(idGraf), (event) => {
    if (event.message.fromMe) changed();
  });
  useSocketEvent(channels.schedule(idGraf), changed);
  useSocketEvent(channels.bulkMessage(idGraf), changed);
  useSocketConnect(changed);
}

/** The first page's count of GET /undelivered, for the menu's badge, kept live. */
export function useUndeliveredCount() {
  const { data, mutate } = useSWR<UndeliveredPage>("/undelivered", fetcher);
  useUndeliveredChanges(() => void mutate());
  return data?.count ?? 0;
}

/** Pages of GET /undelivered by cursor, newest failure first, kept live. */
export function useUndeliveredList() {
  const { data, size, setSize, isLoading, mutate } = useSWRInfinite<UndeliveredPage>(
    (index, previous: UndeliveredPage | null) => {
      if (index === 0) return "/undelivered";
      return previous?.nextCursor ? `/undelivered?${new URLSearchParams({ cursor: previous.nextCursor })}` : null;
    },
    fetcher,
  );
  useUndeliveredChanges(() => void mutate());
  const hasMore = !!data?.at(-1)?.nextCursor;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loading) void setSize(size + 1);
  }, [hasMore, loading, setSize, size]);
  return {
    rows: data?.flatMap((page) => page.rows) ?? [],
    count: data?.[0]?.count ?? 0,
    loading,
    hasMore,
    loadMore,
    refresh: () => void mutate(),
  };
}
