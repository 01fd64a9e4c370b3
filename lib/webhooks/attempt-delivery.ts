import { Webhook } from "standardwebhooks";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobOutcome } from "@/lib/jobs/define-job";
import { logger } from "@/lib/process/logger";
import { readDelivery, type DeliveryWithEndpoint } from "./delivery-reads";
import { postWebhook } from "./post-webhook";
import { nextTryDelayMs } from "./retry-schedule";
import { webhookBody } from "./webhook-body";

/** Stops the endpoint's deliveries until an admin enables it again; the reason is shown to them. */
async function disableEndpoint(id: string, idGraf: number, reason: string) {
  await prisma.webhookEndpoint.update({
    where: { id },
    data: { enabled: false, disabledReason: reason, disabledAt: new Date() },
  });
  logger().warn({ webhookEndpointId: id, reason }, "Webhook endpoint disabled");
  await dispatch([{ type: "webhook.endpointDisabled", idGraf, endpointId: id }]);
}

/**
 * One try of a delivery: its body (built at the first try, kept for the next), signed with the
 * endpoint's secret under the delivery's webhook-id, POSTed. A 2xx delivers it; a 410 fails it and
 * disables the endpoint; anything else is tried again later, until the schedule runs out, which
 * also disables the endpoint. The admins' screens are told of each try.
 */
export async function attemptDelivery(id: bigint): Promise<JobOutcome> {
  const delivery = await readDelivery(id);
  if (!delivery || delivery.status !== "pending") return;
  const outcome = await tryDelivery(delivery);
  await dispatch([{ type: "webhook.deliveryChanged", idGraf: delivery.idGraf, deliveryId: String(id) }]);
  return outcome;
}

async function tryDelivery(delivery: DeliveryWithEndpoint): Promise<JobOutcome> {
  const { id, endpoint } = delivery;
  if (!endpoint.enabled) {
    await prisma.webhookDelivery.update({
      where: { id },
      data: { status: "failed", lastError: "The endpoint is disabled", nextAttemptAt: null },
    });
    return;
  }
  // A retry sends the body its first try stored, not one built anew from the changed data.
  const body = JSON.stringify(delivery.payload ?? (await webhookBody(delivery)));
  const signedAt = new Date();
  const outcome = await postWebhook(endpoint.url, body, {
    "webhook-id": delivery.webhookId,
    "webhook-timestamp": String(Math.floor(signedAt.getTime() / 1000)),
    "webhook-signature": new Webhook(endpoint.secret).sign(delivery.webhookId, signedAt, body),
  });
  const attempts = delivery.attempts + 1;
  const tried: Try = {
    body,
    attempts,
    latencyMs: outcome.latencyMs,
    lastStatusCode: "status" in outcome ? outcome.status : null,
    lastError: "error" in outcome ? outcome.error.slice(0, 1000) : null,
  };
  const status = "status" in outcome ? outcome.status : 0;
  if (status >= 200 && status < 300) {
    await recordTry(id, tried, { status: "delivered", nextAttemptAt: null });
    return;
  }
  const delay = status === 410 ? null : nextTryDelayMs(attempts);
  if (delay === null) {
    await recordTry(id, tried, { status: "failed", nextAttemptAt: null });
    await disableEndpoint(
      endpoint.id,
      delivery.idGraf,
      status === 410
        ? "The receiver answered 410 Gone"
        : `Every try failed for a day (last: ${tried.lastError ?? `HTTP ${status}`})`,
    );
    return;
  }
  const runAgainAt = new Date(Date.now() + delay);
  await recordTry(id, tried, { status: "pending", nextAttemptAt: runAgainAt });
  return { runAgainAt };
}

type Try = {
  /** The body as sent, kept for the next tries. */
  body: string;
  attempts: number;
  latencyMs: number;
  lastStatusCode: number | null;
  lastError: string | null;
};

/**
 * Writes a try's outcome on `pg`, without Prisma's client: deliveries run 150 a second under
 * traffic, and Prisma's update cost about 1 ms of CPU each, a fifth of a delivery.
 */
async function recordTry(
  id: bigint,
  tried: Try,
  next: { status: "delivered" | "failed" | "pending"; nextAttemptAt: Date | null },
) {
  const time = (date: Date | null) => (date ? Prisma.sql`${date.toISOString()}::timestamp(3)` : Prisma.sql`NULL`);
  await readSql(Prisma.sql`
    UPDATE "WebhookDelivery" SET
      "payload" = ${tried.body}::jsonb, "attempts" = ${tried.attempts}::int, "latencyMs" = ${tried.latencyMs}::int,
      "lastStatusCode" = ${tried.lastStatusCode}::int, "lastError" = ${tried.lastError}::text,
      "status" = ${next.status}, "nextAttemptAt" = ${time(next.nextAttemptAt)},
      "deliveredAt" = ${next.status === "delivered" ? time(new Date()) : Prisma.sql`"deliveredAt"`}
    WHERE "id" = ${String(id)}::bigint`);
}
