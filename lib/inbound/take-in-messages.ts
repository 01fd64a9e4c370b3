import { sqlTransaction, type RawTx } from "@/lib/db/sql-transaction";
import { dispatch } from "@/lib/events/dispatch";
import type { ConnectionRef, ReceivedMessage } from "@/lib/events/domain-events";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { assignTickets } from "@/lib/queues/assign-tickets";
import { automaticReply } from "@/lib/tickets/automatic-reply";
import { ticketStart } from "@/lib/tickets/find-or-open-tickets";
import { logger } from "@/lib/process/logger";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { answerReceived } from "./answer-received";
import { downloadMediaJob } from "./download-media-job";
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
  ...(received.rating && { rating: received.rating }),
});

/**
 * A connection's burst of messages into the inbox: stored in one transaction with what the inbox
 * answers by itself (answer-received.ts: the bot, the call reply, as jobs) and the media's download
 * jobs, then `message.received` for what was stored (the screens and the counters listen). Nothing
 * here waits for a reply's send or a download: their jobs run off the connection's event queue,
 * and a crash after the commit still runs them.
 */
/**
 * The batch's answers, or none when deciding them throws: the messages are kept whatever the bot
 * does (a provider that already acknowledged them, as Baileys does, would not send them again), and
 * only the replies of this batch are given up, logged with the error.
 */
async function answerKeepingMessages(tx: RawTx, connection: ConnectionRef, stored: ReceivedMessage[]) {
  // Never released: the commit that follows ends the savepoint too, a round trip less a batch.
  await tx.$executeRaw`SAVEPOINT answers`;
  try {
    return await answerReceived(tx, connection, stored);
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT answers`;
    logger().error(
      { err: error, whatsappId: connection.id, messageIds: stored.map((message) => message.messageId) },
      "the automatic replies of received messages could not be decided; the messages are kept",
    );
    return { replied: false, assigning: false, events: [] };
  }
}

export async function takeInMessages(connection: ConnectionRef, messages: InboundMessage[]): Promise<void> {
  const { received, stored, answers } = await sqlTransaction(async (tx) => {
    const received = await receiveMessages(connection, messages, tx);
    const stored = messages.flatMap((message, i) => (received[i] ? [receivedMessage(received[i], message)] : []));
    return { received, stored, answers: await answerKeepingMessages(tx, connection, stored) };
  });
  if (received.some((each) => each?.hasMedia)) wakeJobs(downloadMediaJob);
  if (answers.replied) wakeJobs(automaticReply);
  if (answers.assigning) wakeJobs(assignTickets);
  if (stored.length) await dispatch([{ type: "message.received", connection, messages: stored }, ...answers.events]);
}
