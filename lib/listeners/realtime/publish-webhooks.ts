import { prisma } from "@/lib/db/client";
import type { EventOf } from "@/lib/events/domain-events";
import { channels } from "@/lib/realtime/channels";
import { emitToAdmins } from "@/lib/realtime/emitter";
import { DELIVERY_VIEW_OMIT, toDeliveryView } from "@/lib/webhooks/webhook-delivery-view";
import { ENDPOINT_VIEW } from "@/lib/webhooks/webhook-endpoint-view";

// Webhook endpoints and their deliveries go to the tenant's admins, as only admins read them through REST.

/** `webhookDelivery-{idGraf}`: the delivery as the log shows it now. */
export async function publishWebhookDelivery({ idGraf, deliveryId }: EventOf<"webhook.deliveryChanged">) {
  const row = await prisma.webhookDelivery.findFirst({
    where: { id: BigInt(deliveryId), idGraf },
    omit: DELIVERY_VIEW_OMIT,
  });
  if (row) emitToAdmins(idGraf, channels.webhookDelivery(idGraf), { action: "update", delivery: toDeliveryView(row) });
}

/** `webhookEndpoint-{idGraf}`: the endpoint the server disabled, with the reason. */
export async function publishWebhookEndpoint({ idGraf, endpointId }: EventOf<"webhook.endpointDisabled">) {
  const endpoint = await prisma.webhookEndpoint.findFirst({ where: { id: endpointId, idGraf }, select: ENDPOINT_VIEW });
  if (endpoint) emitToAdmins(idGraf, channels.webhookEndpoint(idGraf), { action: "update", endpoint });
}
