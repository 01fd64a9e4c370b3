import DataLoader from "dataloader";
import { prisma } from "@/lib/db/client";
import type { EventOf } from "@/lib/events/domain-events";
import { serviceOr } from "@/lib/process/registry";
import { channels } from "@/lib/realtime/channels";
import { emitToAdmins } from "@/lib/realtime/emitter";
import { DELIVERY_VIEW_OMIT, toDeliveryView } from "@/lib/webhooks/webhook-delivery-view";
import { ENDPOINT_VIEW } from "@/lib/webhooks/webhook-endpoint-view";

// Webhook endpoints and their deliveries go to the tenant's admins, as only admins read them through REST.

// Deliveries change many a second under traffic; those changed within this window are read for
// the log in one statement.
const DELIVERY_VIEWS_WINDOW_MS = 20;

type DeliveryKey = { idGraf: number; id: bigint };

declare module "@/lib/process/registry" {
  interface ProcessServices {
    deliveryViews: DataLoader<DeliveryKey, void>;
  }
}

async function publishDeliveries(keys: readonly DeliveryKey[]) {
  const tenantOf = new Map(keys.map(({ idGraf, id }) => [id, idGraf]));
  const rows = await prisma.webhookDelivery.findMany({
    where: { id: { in: [...tenantOf.keys()] } },
    omit: { ...DELIVERY_VIEW_OMIT, idGraf: false },
  });
  for (const { idGraf, ...row } of rows) {
    if (tenantOf.get(row.id) !== idGraf) continue;
    emitToAdmins(idGraf, channels.webhookDelivery(idGraf), { action: "update", delivery: toDeliveryView(row) });
  }
  return keys.map(() => undefined);
}

const deliveryViews = () =>
  serviceOr(
    "deliveryViews",
    () =>
      new DataLoader(publishDeliveries, {
        cache: false,
        batchScheduleFn: (run) => setTimeout(run, DELIVERY_VIEWS_WINDOW_MS),
      }),
  );

/** `webhookDelivery-{idGraf}`: the delivery as the log shows it now. */
export async function publishWebhookDelivery({ idGraf, deliveryId }: EventOf<"webhook.deliveryChanged">) {
  await deliveryViews().load({ idGraf, id: BigInt(deliveryId) });
}

/** `webhookEndpoint-{idGraf}`: the endpoint the server disabled, with the reason. */
export async function publishWebhookEndpoint({ idGraf, endpointId }: EventOf<"webhook.endpointDisabled">) {
  const endpoint = await prisma.webhookEndpoint.findFirst({ where: { id: endpointId, idGraf }, select: ENDPOINT_VIEW });
  if (endpoint) emitToAdmins(idGraf, channels.webhookEndpoint(idGraf), { action: "update", endpoint });
}
