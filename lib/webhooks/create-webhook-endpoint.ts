import { randomBytes, randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { logger } from "@/lib/process/logger";
import type { CreateWebhookEndpointInput } from "./schemas";
import { forgetEndpointsOf } from "./wake-deliveries";
import { assertWebhookUrl } from "./webhook-url";

/**
 * An admin's new endpoint. Its secret (`whsec_` and 24 random bytes, as Standard Webhooks writes
 * it) is answered this once; it is stored as is, since every delivery is signed with it.
 */
export async function createWebhookEndpoint(caller: Caller, input: CreateWebhookEndpointInput) {
  assertAdmin(caller);
  await assertWebhookUrl(input.url);
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const row = await prisma.webhookEndpoint.create({
    data: {
      id: randomUUID(),
      idGraf: caller.idGraf,
      url: input.url,
      events: input.events,
      description: input.description ?? "",
      secret,
    },
  });
  forgetEndpointsOf(caller.idGraf);
  logger().info({ webhookEndpointId: row.id }, "Webhook endpoint created");
  return { id: row.id, secret };
}
