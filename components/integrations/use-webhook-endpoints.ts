"use client";

import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { channels } from "@/lib/realtime/channels";
import type { Endpoint } from "./types";

/** The tenant's webhook endpoints; one the server disables (with why) is replaced as it happens. */
export function useWebhookEndpoints() {
  const { data, isLoading, isValidating, mutate } = useSWR<Endpoint[]>("/webhook-endpoints", fetcher);
  useSocketEvent(channels.webhookEndpoint(useIdGraf()), ({ endpoint }) =>
    changeLoaded(mutate, { data, isValidating }, (list) =>
      list.map((each) => (each.id === endpoint.id ? endpoint : each)),
    ),
  );
  return { endpoints: data, loading: isLoading, refresh: () => void mutate() };
}
