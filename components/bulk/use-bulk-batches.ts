"use client";

import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import type { BatchView } from "@/lib/bulk/batch-view";
import type { listBulkSends } from "@/lib/bulk/list-bulk-sends";
import type { JsonOf } from "@/lib/utils/as-json";

export type BulkBatch = JsonOf<BatchView>;

/** The tenant's latest bulk sends, updated from `bulkMessage-{idGraf}` after every send. */
export function useBulkBatches() {
  const { data, mutate } = useSWR<JsonOf<Awaited<ReturnType<typeof listBulkSends>>>>("/bulkMessage", fetcher);
  useSocketEvent(channels.bulkMessage(useIdGraf()), ({ batch }) => {
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
