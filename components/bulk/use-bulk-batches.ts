"use client";

import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { BulkBatch } from "./types";

/** The tenant's latest bulk sends, updated from `bulkMessage-{idGraf}` after every send. */
export function useBulkBatches() {
  const { data, mutate } = useSWR<{ batches: BulkBatch[] }>("/bulkMessage", fetcher);
  useSocketEvent<{ action: "update"; batch: BulkBatch }>(channels.bulkMessage(useIdGraf()), ({ batch }) => {
    void mutate(
      (current) => {
        const batches = current?.batches ?? [];
        const known = batches.some((b) => b.id === batch.id);
        return { batches: known ? batches.map((b) => (b.id === batch.id ? batch : b)) : [batch, ...batches] };
      },
      { revalidate: false },
    );
  });
  return {
    batches: data?.batches,
    replace: (batch: BulkBatch) =>
      void mutate((current) => ({ batches: (current?.batches ?? []).map((b) => (b.id === batch.id ? batch : b)) }), {
        revalidate: false,
      }),
    refresh: () => void mutate(),
  };
}
