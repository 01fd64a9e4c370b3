import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { findWebhookEndpoint } from "./find-webhook-endpoint";
import type { UpdateWebhookEndpointInput } from "./schemas";
import { ENDPOINT_VIEW } from "./webhook-endpoint-view";
import { forgetEndpointsOf } from "./wake-deliveries";
import { assertWebhookUrl } from "./webhook-url";

/** Changes an endpoint; enabling it clears why the server had disabled it. */
export async function updateWebhookEndpoint(caller: Caller, id: string, input: UpdateWebhookEndpointInput) {
  assertAdmin(caller);
  await findWebhookEndpoint(caller.idGraf, id);
  if (input.url) await assertWebhookUrl(input.url);
  const endpoint = await prisma.webhookEndpoint.update({
    where: { id },
    data: {
      ...input,
      ...(input.enabled === true && { disabledReason: null, disabledAt: null }),
      ...(input.enabled === false && { disabledAt: new Date() }),
    },
    select: ENDPOINT_VIEW,
  });
  forgetEndpointsOf(caller.idGraf);
  return endpoint;
}
