import type { RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { deliverWebhookJob } from "./deliver-webhook-job";

/**
 * Runs a delivery's job now: adds it, or brings back the one it had (done, failed or waiting for
 * its next try; one running now is left to finish). The key is the triggers' own.
 */
export function runDeliveryNow(db: Pick<RawTx, "$executeRaw">, delivery: { id: bigint; idGraf: number }) {
  const key = `${deliverWebhookJob.queue}:${delivery.id}`;
  const payload = JSON.stringify({ deliveryId: String(delivery.id) });
  return db.$executeRaw(Prisma.sql`
    INSERT INTO "Job" ("queue", "idGraf", "key", "payload", "runAt")
    VALUES (${deliverWebhookJob.queue}, ${delivery.idGraf}::int, ${key}, ${payload}::jsonb, now())
    ON CONFLICT ("key") DO UPDATE SET "runAt" = now(), "doneAt" = NULL, "failedAt" = NULL, "attempts" = 0, "lastError" = NULL
    WHERE "Job"."lockedAt" IS NULL`);
}
