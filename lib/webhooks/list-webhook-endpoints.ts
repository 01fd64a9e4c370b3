import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { ENDPOINT_VIEW } from "./webhook-endpoint-view";

/** The tenant's endpoints, newest first, without their secrets. */
export async function listWebhookEndpoints(caller: Caller) {
  assertAdmin(caller);
  return prisma.webhookEndpoint.findMany({
    where: { idGraf: caller.idGraf },
    orderBy: { createdAt: "desc" },
    select: ENDPOINT_VIEW,
  });
}
