import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { AppError } from "@/lib/errors/app-error";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { deliverWebhookJob } from "./deliver-webhook-job";
import { runDeliveryNow } from "./enqueue-delivery";
import { findWebhookEndpoint } from "./find-webhook-endpoint";

/**
 * Tries a delivery again now, whatever its state (a delivered one is sent again: receivers dedupe
 * by webhook-id, which stays the same). 409 while the endpoint is disabled.
 */
export async function retryWebhookDelivery(caller: Caller, endpointId: string, deliveryId: string) {
  assertAdmin(caller);
  const endpoint = await findWebhookEndpoint(caller.idGraf, endpointId);
  if (!endpoint.enabled) throw new AppError("ERR_WEBHOOK_ENDPOINT_DISABLED", "The endpoint is disabled");
  const id = BigInt(deliveryId);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id, endpointId, idGraf: caller.idGraf },
      data: { status: "pending", nextAttemptAt: new Date() },
    });
    if (count === 0) throw new AppError("ERR_NOT_FOUND", "No such delivery");
    await runDeliveryNow(tx, { id, idGraf: caller.idGraf });
  });
  await dispatch([{ type: "webhook.deliveryChanged", idGraf: caller.idGraf, deliveryId }]);
  wakeJobs(deliverWebhookJob);
}
