"use client";

import { useCallback } from "react";
import useSWRInfinite from "swr/infinite";
import { useIdGraf, useSocketConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { channels } from "@/lib/realtime/channels";
import type { listSchedules } from "@/lib/schedules/list-schedules";
import type { JsonOf } from "@/lib/utils/as-json";

type SchedulesPage = JsonOf<Awaited<ReturnType<typeof listSchedules>>>;

/**
 * Pages of GET /schedules, kept live by `schedule-{idGraf}` (a sent or failed schedule changes
 * status) and read again each time the socket connects.
 */
export function useSchedulesList(searchParam: string) {
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<SchedulesPage>(
    (index, previous: SchedulesPage | null) => {
      if (previous && !previous.hasMore) return null;
      const query = new URLSearchParams({ pageNumber: String(index + 1) });
      if (searchParam) query.set("searchParam", searchParam);
      return `/schedules?${query}`;
    },
    fetcher,
  );

  useSocketEvent(channels.schedule(useIdGraf()), (event) => {
    const listed = data?.some((page) =>
      page.schedules.some((s) => s.id === (event.action === "delete" ? event.scheduleId : event.schedule.id)),
    );
    if (event.action === "update" && listed) {
      changeLoaded(mutate, { data, isValidating }, (pages) =>
        pages.map((page) => ({
          ...page,
          schedules: page.schedules.map((s) => (s.id === event.schedule.id ? event.schedule : s)),
        })),
      );
    } else void mutate();
  });
  useSocketConnect(() => void mutate());

  const hasMore = data?.at(-1)?.hasMore ?? false;
  const loadingMore = isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize(size + 1);
  }, [hasMore, loadingMore, setSize, size]);
  return {
    schedules: data?.flatMap((page) => page.schedules) ?? [],
    loading: loadingMore,
    loadMore,
    refresh: () => void mutate(),
  };
}
