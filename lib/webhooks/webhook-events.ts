/**
 * The events an endpoint may subscribe to. The database triggers of migration `webhooks` raise
 * them (the test ping is enqueued by lib/webhooks/send-test-webhook.ts): a name added here is
 * raised only once a trigger writes it.
 */
export const WEBHOOK_EVENTS = [
  "message.received",
  "message.sent",
  "message.delivered",
  "message.read",
  "message.failed",
  "ticket.created",
  "ticket.updated",
  "ticket.transferred",
  "ticket.resolved",
  "contact.created",
  "contact.updated",
  "rating.received",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of a test from the endpoint's page: sent whatever the endpoint subscribes to. */
export const PING_EVENT = "ping";
