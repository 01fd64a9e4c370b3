import { defineJob } from "@/lib/jobs/define-job";
import { attemptDelivery } from "./attempt-delivery";
import { deliverWebhookPayload } from "./schemas";

/**
 * One delivery's tries. Its queue name and payload are also written in SQL by the triggers of
 * migration `webhooks`. A failed try is a deferral (`runAgainAt`), not a failed job: the delivery
 * counts its own attempts and keeps one webhook-id. Tenants take turns and each runs at most
 * `tenantCap` (half the slots) at once, so one tenant's slow or failing endpoint never holds up
 * another's. The slots are many because a try mostly waits: deliveries claimed together read their
 * rows together (delivery-reads.ts).
 */
export const deliverWebhookJob = defineJob({
  queue: "deliver-webhook",
  payload: deliverWebhookPayload,
  batchSize: 64,
  tenantCap: 32,
  run: ({ deliveryId }) => attemptDelivery(BigInt(deliveryId)),
});
