import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { ENDPOINT_VIEW } from "./webhook-endpoint-view";

/** An endpoint of the caller's tenant, else 404: another tenant's id names nothing. */
export async function findWebhookEndpoint(idGraf: number, id: string) {
  const endpoint = await prisma.webhookEndpoint.findFirst({ where: { id, idGraf }, select: ENDPOINT_VIEW });
  if (!endpoint) throw new AppError("ERR_NOT_FOUND", "No such webhook endpoint");
  return endpoint;
}
