import { dispatch } from "@/lib/events/dispatch";
import type { ConnectionRef, ReceivedMessage } from "@/lib/events/domain-events";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { ticketStart } from "@/lib/tickets/find-or-open-tickets";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { receiveMessages, type Received } from "./receive-message";
import { downloadMediaJob } from "./download-media-job";

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
});

/**
 * A connection's burst of messages into the inbox: stored in one commit, then `message.received`
 * for what was stored (the screens, the bot and the call reply listen). Their media is downloaded
 * by the jobs the same commit enqueued (download-media-job.ts), off the connection's event queue.
 */
export async function takeInMessages(connection: ConnectionRef, messages: InboundMessage[]): Promise<void> {
  const received = await receiveMessages(connection, messages);
  const stored = messages.flatMap((message, i) => (received[i] ? [receivedMessage(received[i], message)] : []));
  if (received.some((each) => each?.hasMedia)) wakeJobs(downloadMediaJob);
  if (stored.length) await dispatch([{ type: "message.received", connection, messages: stored }]);
}
