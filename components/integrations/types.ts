import type { createApiKey } from "@/lib/api-keys/create-api-key";
import type { listApiKeys } from "@/lib/api-keys/list-api-keys";
import type { JsonOf } from "@/lib/utils/as-json";
import type { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";
import type { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import type { WebhookDeliveryView } from "@/lib/webhooks/webhook-delivery-view";
import type { WebhookEndpointView } from "@/lib/webhooks/webhook-endpoint-view";

/** The views as the API answers them (through JSON). */
export type ApiKeyRow = JsonOf<Awaited<ReturnType<typeof listApiKeys>>>[number];
export type CreatedApiKey = JsonOf<Awaited<ReturnType<typeof createApiKey>>>;
export type Endpoint = JsonOf<WebhookEndpointView>;
export type CreatedEndpoint = JsonOf<Awaited<ReturnType<typeof createWebhookEndpoint>>>;
export type Delivery = JsonOf<WebhookDeliveryView>;
export type DeliveriesPage = JsonOf<Awaited<ReturnType<typeof listWebhookDeliveries>>>;
