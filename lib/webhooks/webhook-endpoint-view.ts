import type { Prisma } from "@/lib/generated/prisma/client";

/** What the API shows of an endpoint: everything but its secret, shown only when created. */
export const ENDPOINT_VIEW = {
  id: true,
  url: true,
  events: true,
  description: true,
  enabled: true,
  disabledReason: true,
  disabledAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.WebhookEndpointSelect;

export type WebhookEndpointView = Prisma.WebhookEndpointGetPayload<{ select: typeof ENDPOINT_VIEW }>;
