import { dispatch } from "@/lib/events/dispatch";
import type { ConnectionRef, ReceivedMessage } from "@/lib/events/domain-events";
import { ticketStart } from "@/lib/tickets/find-or-open-tickets";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { receiveMessages, type Received } from "./receive-message";

/** A stored inbound message as its `message.received` event tells it. */
export const receivedMessage = (received: Received, message: InboundMessage): ReceivedMessage => ({
  messageId: received.messageId,
  ticketId: received.ticketId,
  contactId: received.contactId,
  started: ticketStart(received),
  fromMe: message.fromMe,
  isGroup: message.isGroup,
  kind: message.kind,
  body: message.body,
  media: message.media,
});

/**
 * A connection's burst of messages into the inbox: stored in one commit, then `message.received`
 * for what was stored (the screens, the bot, the call reply and the media download listen).
 */
export async function takeInMessages(connection: ConnectionRef, messages: InboundMessage[]): Promise<void> {
  const received = await receiveMessages(connection, messages);
  const stored = messages.flatMap((message, i) => (received[i] ? [receivedMessage(received[i], message)] : []));
  if (stored.length) await dispatch([{ type: "message.received", connection, messages: stored }]);
}
