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
 * number are taken; a change of that field that does not match its schema throws the ZodError.
 */
export function mapCloudWebhook(body: CloudWebhook, phoneNumberId: string): ProviderEvent[] {
  const events: ProviderEvent[] = [];
  for (const change of body.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== "messages") continue;
    const value = cloudMessagesValueSchema.parse(change.value);
    if (value.metadata.phone_number_id !== phoneNumberId) continue;
    const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
    for (const message of value.messages ?? []) {
      for (const inbound of mapCloudMessage(message, names.get(message.from)))
        events.push({ type: "message", message: inbound });
    }
    for (const status of value.statuses ?? []) events.push(...statusEvent(status));
  }
  return events;
}
