import { z } from "zod";
import { WEBHOOK_EVENTS } from "./webhook-events";

// Messages are keys of the field messages (components/catalog/use-field-message.ts).
const url = z.url({ protocol: /^https?$/, normalize: true, error: "invalidUrl" }).max(2000, "tooLong");
const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, "chooseOne")
  .transform((list) => [...new Set(list)]);
const description = z.string().trim().max(200, "tooLong");

export const createWebhookEndpointSchema = z.object({ url, events, description: description.optional() });
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z
  .object({ url, events, description, enabled: z.boolean() })
  .partial()
  .refine((input) => Object.keys(input).length > 0, "Nothing to change");
export type UpdateWebhookEndpointInput = z.output<typeof updateWebhookEndpointSchema>;

export const webhookEndpointParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const webhookDeliveryParams = webhookEndpointParams.extend({ deliveryId: z.string().regex(/^\d{1,18}$/) });

export const listWebhookDeliveriesQuery = z.object({
  /** The last delivery id of the page before (pages go from the newest back). */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/** The deliver-webhook job's payload; the triggers of migration `webhooks` build it in SQL. */
export const deliverWebhookPayload = z.object({ deliveryId: z.string().regex(/^\d{1,18}$/) });
