import { listen } from "@/lib/events/dispatch";
import type { DomainEventType, EventOf } from "@/lib/events/domain-events";
import { logger } from "@/lib/process/logger";
import { wakeDeliveries } from "@/lib/webhooks/wake-deliveries";

/** The events whose changes may have enqueued webhook deliveries (lib/webhooks/webhook-events.ts). */
const RAISING = [
  "message.received",
  "message.created",
  "message.updated",
  "message.sendFailed",
  "ticket.created",
  "ticket.accepted",
  "ticket.transferred",
  "ticket.returned",
  "ticket.resolved",
  "ticket.updated",
  "contact.created",
  "contact.updated",
] as const satisfies readonly DomainEventType[];

const tenantOf = (event: EventOf<(typeof RAISING)[number]>) =>
  event.type === "message.received" ? event.connection.idGraf : event.idGraf;

/**
 * After a committed change that may have raised webhook events, the job runner claims the new
 * deliveries at once (lib/webhooks/wake-deliveries.ts). Not awaited: the other listeners do not
 * wait for the lookup of the tenant's endpoints.
 */
export function listenForWebhookWake(order: number) {
  for (const type of RAISING)
    listen(type, {
      name: "webhook-wake",
      order,
      handle: (event) => {
        wakeDeliveries(tenantOf(event)).catch((error) =>
          logger().error({ err: error }, "webhooks: could not wake the deliveries"),
        );
      },
    });
}
