"use client";

import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { fetcher } from "@/lib/client/api";
import { changeLoaded } from "@/lib/client/change-loaded";
import { channels } from "@/lib/realtime/channels";
import type { BatchView } from "@/lib/bulk/batch-view";
import type { listBulkSends } from "@/lib/bulk/list-bulk-sends";
import type { JsonOf } from "@/lib/utils/as-json";

export type BulkBatch = JsonOf<BatchView>;

export type BulkBatches = JsonOf<Awaited<ReturnType<typeof listBulkSends>>>;

/**
 * The tenant's latest bulk sends, from the page's server-rendered list (so nothing loads in above
 * a preview the user is reading), updated from `bulkMessage-{idGraf}` after every send.
 */
export function useBulkBatches(initial: BulkBatches) {
  const { data, isValidating, mutate } = useSWR<BulkBatches>("/bulkMessage", fetcher, { fallbackData: initial });
  useSocketEvent(channels.bulkMessage(useIdGraf()), ({ batch }) =>
    changeLoaded(mutate, { data, isValidating }, ({ batches }) => {
      const known = batches.some((b) => b.id === batch.id);
      return { batches: known ? batches.map((b) => (b.id === batch.id ? batch : b)) : [batch, ...batches] };
    }),
  );
  return {
    batches: data?.batches,
    replace: (batch: BulkBatch) =>
      changeLoaded(mutate, { data, isValidating }, ({ batches }) => ({
        batches: batches.map((b) => (b.id === batch.id ? batch : b)),
      })),
    refresh: () => void mutate(),
  };
}
