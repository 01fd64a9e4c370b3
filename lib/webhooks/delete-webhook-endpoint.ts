import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/process/logger";

/** Deletes an endpoint and its deliveries; their waiting jobs then find nothing to send. */
export async function deleteWebhookEndpoint(caller: Caller, id: string) {
  assertAdmin(caller);
  const { count } = await prisma.webhookEndpoint.deleteMany({ where: { id, idGraf: caller.idGraf } });
  if (count === 0) throw new AppError("ERR_NOT_FOUND", "No such webhook endpoint");
  logger().info({ webhookEndpointId: id }, "Webhook endpoint deleted");
}
