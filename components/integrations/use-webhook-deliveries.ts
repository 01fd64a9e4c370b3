"use client";

import useSWRInfinite from "swr/infinite";
import { useIdGraf, useSocketConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { channels } from "@/lib/realtime/channels";
import type { DeliveriesPage, Delivery } from "./types";

/** Puts a delivery in the loaded pages: in its place if there, else first (the newest). */
function place(pages: DeliveriesPage[], delivery: Delivery): DeliveriesPage[] {
  if (!pages.length) return pages;
  if (pages.some((page) => page.items.some((each) => each.id === delivery.id)))
    return pages.map((page) => ({
      ...page,
      items: page.items.map((each) => (each.id === delivery.id ? delivery : each)),
    }));
  const [first, ...rest] = pages;
  return [{ ...first, items: [delivery, ...first.items] }, ...rest];
}

/**
 * An endpoint's deliveries, newest first, 50 a page; each one enqueued by hand or tried comes by
 * socket and is put in place, and every page is read again each time the socket connects.
 */
export function useWebhookDeliveries(endpointId: string) {
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<DeliveriesPage>(
    (index, previous: DeliveriesPage | null) => {
      if (previous && !previous.nextCursor) return null;
      const path = `/webhook-endpoints/${endpointId}/deliveries`;
      return previous ? `${path}?cursor=${previous.nextCursor}` : path;
    },
    fetcher,
  );
  useSocketEvent(channels.webhookDelivery(useIdGraf()), ({ delivery }) => {
    if (delivery.endpointId === endpointId)
      changeLoaded(mutate, { data, isValidating }, (pages) => place(pages, delivery));
  });
  useSocketConnect(() => void mutate());
  const hasMore = !!data?.at(-1)?.nextCursor;
  const loading = isLoading || (size > 0 && data?.[size - 1] === undefined);
  return {
    deliveries: data?.flatMap((page) => page.items) ?? [],
    loading,
    hasMore,
    loadMore: () => void setSize(size + 1),
  };
}
