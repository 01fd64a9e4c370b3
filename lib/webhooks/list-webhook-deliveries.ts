import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import { DELIVERY_VIEW_OMIT, toDeliveryView } from "./webhook-delivery-view";

export const DELIVERIES_PAGE_SIZE = 50;

/** An endpoint's deliveries, newest first, a page before the cursor (the last id of the page before). */
export async function listWebhookDeliveries(caller: Caller, endpointId: string, cursor: string | undefined) {
  assertAdmin(caller);
  await findWebhookEndpoint(caller.idGraf, endpointId);
  const rows = await prisma.webhookDelivery.findMany({
    where: { endpointId, idGraf: caller.idGraf, ...(cursor && { id: { lt: BigInt(cursor) } }) },
    orderBy: { id: "desc" },
    take: DELIVERIES_PAGE_SIZE + 1,
    omit: DELIVERY_VIEW_OMIT,
  });
  const items = rows.slice(0, DELIVERIES_PAGE_SIZE).map(toDeliveryView);
  return { items, nextCursor: rows.length > DELIVERIES_PAGE_SIZE ? items.at(-1)!.id : null };
}
