"use client";

import { Suspense } from "react";
import type { Counts, ListFilters } from "./types";
import { useTicketCounts } from "./use-ticket-counts";

type Props = { userId: number; filters: ListFilters; of: keyof Counts };

function Count({ userId, filters, of }: Props) {
  const count = useTicketCounts(userId, filters)?.[of];
  if (!count) return null;
  return <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{count}</span>;
}

/** A tab's count badge, shown once the counts are in; nothing while they come, or at zero. */
export function TabCount(props: Props) {
  return (
    <Suspense fallback={null}>
      <Count {...props} />
    </Suspense>
  );
}
