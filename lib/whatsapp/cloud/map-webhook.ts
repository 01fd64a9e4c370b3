import { logger } from "@/lib/process/logger";
import type { Ack, ProviderEvent } from "@/lib/whatsapp/provider";
import { WINDOW_CLOSED_CODE } from "./graph-client";
import { mapCloudMessage } from "./map-message";
import { cloudMessagesValueSchema, type CloudStatus, type CloudWebhook } from "./webhook-schema";

// Meta's statuses as acks: sent is WhatsApp's server acknowledgement (one tick), then delivered,
// read, and played for a voice message. failed is the chat's failure, not an ack.
const ACK_BY_STATUS = new Map<string, Ack>([
  ["sent", 2],
  ["delivered", 3],
  ["read", 4],
  ["played", 5],
]);

function statusEvent(status: CloudStatus): ProviderEvent[] {
  if (status.status === "failed") {
    const windowClosed = status.errors?.some((error) => error.code === WINDOW_CLOSED_CODE);
    return [
      { type: "failed", id: status.id, error: windowClosed ? "ERR_WHATSAPP_WINDOW_CLOSED" : "ERR_SENDING_WAPP_MSG" },
    ];
  }
  const ack = ACK_BY_STATUS.get(status.status);
  return ack === undefined ? [] : [{ type: "ack", id: status.id, ack }];
}

/**
 * A webhook body as provider events, in the order Meta wrote them. Meta posts every number of the
 * app to the callback it was given: only changes of the messages field for this connection's
 * number are taken. Each change is read on its own: one that does not match its schema is left
 * out (and logged), so the others are taken and Meta does not post the whole body again forever.
 */
export function mapCloudWebhook(body: CloudWebhook, phoneNumberId: string): ProviderEvent[] {
  const events: ProviderEvent[] = [];
  for (const change of body.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== "messages" || phoneNumberOf(change.value) !== phoneNumberId) continue;
    const parsed = cloudMessagesValueSchema.safeParse(change.value);
    if (!parsed.success) {
      logger().warn({ issues: parsed.error.issues.slice(0, 5) }, "Cloud API webhook change left out: not Meta's shape");
      continue;
    }
    const value = parsed.data;
    const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
    for (const message of value.messages ?? []) {
      for (const inbound of mapCloudMessage(message, names.get(message.from)))
        events.push({ type: "message", message: inbound });
    }
    for (const status of value.statuses ?? []) events.push(...statusEvent(status));
  }
  return events;
}

/** The number a change is for, read before the change is checked against its schema. */
function phoneNumberOf(value: unknown): unknown {
  const metadata = typeof value === "object" && value !== null ? (value as { metadata?: unknown }).metadata : null;
  return typeof metadata === "object" && metadata !== null
    ? (metadata as { phone_number_id?: unknown }).phone_number_id
    : undefined;
}
