import type { Ack, ProviderEvent } from "@/lib/whatsapp/provider";
import { mapReceivedMessage } from "./map-received-message";
import { zapiWebhookSchema, type MessageStatusCallback } from "./webhook-schema";

// Z-API's message statuses as acks. SENT is WhatsApp's server acknowledgement (the single tick),
// which is ack 2; ack 1 is a message still on its way to the server, which Z-API does not report.
const ACK_BY_STATUS = new Map<string, Ack>([
  ["SENT", 2],
  ["RECEIVED", 3],
  ["READ", 4],
  ["PLAYED", 5],
]);

const HANDLED_TYPES = new Set<string>(zapiWebhookSchema.options.map((option) => option.shape.type.value));

function mapMessageStatus(payload: MessageStatusCallback): ProviderEvent[] {
  const ack = ACK_BY_STATUS.get(payload.status);
  return ack === undefined ? [] : payload.ids.map((id) => ({ type: "ack", id, ack }));
}

/**
 * A webhook body as provider events. Callback types the inbox has no use for (presence, delivery
 * and any added later) map to nothing, so Z-API is not made to retry them; a body of a handled
 * type that does not match its schema throws the ZodError.
 */
export function mapZapiWebhook(body: { type: string }): ProviderEvent[] {
  if (!HANDLED_TYPES.has(body.type)) return [];
  const payload = zapiWebhookSchema.parse(body);
  switch (payload.type) {
    case "ReceivedCallback":
      return mapReceivedMessage(payload);
    case "MessageStatusCallback":
      return mapMessageStatus(payload);
    case "ConnectedCallback":
      if (!payload.connected) return [{ type: "status", status: "DISCONNECTED", reason: "PHONE_DISCONNECTED" }];
      return [{ type: "status", status: "CONNECTED", ...(payload.phone ? { phoneNumber: payload.phone } : {}) }];
    case "DisconnectedCallback":
      return [{ type: "status", status: "DISCONNECTED", reason: "PHONE_DISCONNECTED" }];
  }
}
