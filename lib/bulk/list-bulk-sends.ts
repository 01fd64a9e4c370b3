import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { batchViewInclude, toBatchView } from "./batch-view";

const RECENT_BATCHES = 20;

/** The tenant's latest bulk sends with their progress. */
export async function listBulkSends(caller: Caller) {
  const rows = await prisma.bulkMessageBatch.findMany({
    where: { idGraf: caller.idGraf },
    orderBy: { id: "desc" },
    take: RECENT_BATCHES,
    include: batchViewInclude,
  });
  return { batches: rows.map(toBatchView) };
}
