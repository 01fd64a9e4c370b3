import { randomBytes } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { AppError } from "@/lib/errors/app-error";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { deliverWebhookJob } from "./deliver-webhook-job";
import { runDeliveryNow } from "./enqueue-delivery";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import { PING_EVENT } from "./webhook-events";

/** Enqueues a `ping` to the endpoint, delivered and logged like any event. */
export async function sendTestWebhook(caller: Caller, endpointId: string) {
  assertAdmin(caller);
  const endpoint = await findWebhookEndpoint(caller.idGraf, endpointId);
  if (!endpoint.enabled) throw new AppError("ERR_WEBHOOK_ENDPOINT_DISABLED", "The endpoint is disabled");
  const delivery = await prisma.$transaction(async (tx) => {
    const row = await tx.webhookDelivery.create({
      data: {
        endpointId,
        idGraf: caller.idGraf,
        eventType: PING_EVENT,
        webhookId: `msg_${randomBytes(16).toString("hex")}`,
      },
    });
    await runDeliveryNow(tx, row);
    return row;
  });
  await dispatch([{ type: "webhook.deliveryChanged", idGraf: caller.idGraf, deliveryId: String(delivery.id) }]);
  wakeJobs(deliverWebhookJob);
  return { deliveryId: String(delivery.id), webhookId: delivery.webhookId };
}
