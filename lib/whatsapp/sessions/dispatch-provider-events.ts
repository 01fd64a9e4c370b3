import { applyMessageUpdate } from "@/lib/inbound/apply-message-update";
import type { Connection } from "@/lib/inbound/receive-message";
import { takeInMessages } from "@/lib/inbound/take-in-messages";
import { publishMessage } from "@/lib/messages/publish-message";
import type { InboundMessage, ProviderEvent } from "@/lib/whatsapp/provider";
import { applySessionEvent } from "./apply-session-event";

/**
 * Where every provider's events enter the inbox, in the order the provider reported them: session
 * changes, messages (consecutive ones stored together), and acks, edits and deletions of stored
 * messages.
 */
export async function dispatchProviderEvents(connection: Connection, events: ProviderEvent[]): Promise<void> {
  let messages: InboundMessage[] = [];
  const flush = async () => {
    if (messages.length) await takeInMessages(connection, messages);
    messages = [];
  };
  for (const event of events) {
    if (event.type === "message") {
      messages.push(event.message);
      continue;
    }
    await flush();
    if (event.type === "qr" || event.type === "status") await applySessionEvent(connection, event);
    else {
      const messageId = await applyMessageUpdate(connection, event);
      if (messageId) await publishMessage(messageId, "update");
    }
  }
  await flush();
}
