import { routeInbound } from "@/lib/chatbot/route-inbound";
import { applyMessageUpdate } from "@/lib/inbound/apply-message-update";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { storeMedia } from "@/lib/inbound/store-media";
import { publishMessage } from "@/lib/messages/publish-message";
import type { InboundMessage, ProviderEvent } from "@/lib/whatsapp/provider";
import { applySessionEvent } from "./apply-session-event";

type Connection = { id: number; idGraf: number };

async function takeIn(connection: Connection, message: InboundMessage) {
  const received = await receiveMessage(connection, message);
  if (!received) return;
  await publishMessage(received.messageId, "create", { newTicket: received.created || received.reopened });
  await routeInbound(received, message);
  if (message.media) {
    await storeMedia(connection.idGraf, received.messageId, message.media);
    await publishMessage(received.messageId, "update");
  }
}

/**
 * Where every provider's events enter the inbox, in the order the provider reported them: session
 * changes, messages (stored, answered by the bot where it applies, media downloaded), and acks,
 * edits and deletions of stored messages.
 */
export async function dispatchProviderEvents(connection: Connection, events: ProviderEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type === "qr" || event.type === "status") await applySessionEvent(connection, event);
    else if (event.type === "message") await takeIn(connection, event.message);
    else {
      const messageId = await applyMessageUpdate(connection, event);
      if (messageId) await publishMessage(messageId, "update");
    }
  }
}
