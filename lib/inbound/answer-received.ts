import { readBotFacts, routeInbound } from "@/lib/chatbot/route-inbound";
import type { RawTx } from "@/lib/db/sql-transaction";
import type { ConnectionRef, DomainEvent, ReceivedMessage } from "@/lib/events/domain-events";
import { assignInTicketsQueues } from "@/lib/queues/assign-tickets";
import { enqueueFarewell } from "@/lib/tickets/configured-replies";
import { replyToCalls } from "./reply-to-call";

/**
 * What the inbox answers by itself to a batch of received messages, decided in `tx`, the
 * transaction that stored them, in the order they came: the bot's greeting, menu or out-of-hours
 * text (and the department it lands the ticket in), the call reply, and the farewell that thanks a
 * rating (its ticket stays closed, out of the bot's hands). Their jobs commit with the messages. A
 * ticket that entered a round-robin department (started in it, or moved there by the bot) gets that
 * department's assign-tickets job. Returns whether a reply or an assignment was enqueued and the
 * `ticket.updated` of each ticket the bot moved, all for after the commit.
 */
export async function answerReceived(
  tx: RawTx,
  connection: ConnectionRef,
  messages: ReceivedMessage[],
  at = new Date(),
): Promise<{ replied: boolean; assigning: boolean; events: DomainEvent[] }> {
  const { idGraf } = connection;
  let replied = false;
  for (const { ticketId } of messages.filter((message) => message.rating))
    replied = (await enqueueFarewell(tx, ticketId, connection.id, at)) || replied;
  const fromContacts = messages.filter((message) => !message.fromMe && !message.isGroup && !message.rating);
  if (!fromContacts.length) return { replied, assigning: false, events: [] };
  const facts = await readBotFacts(tx, idGraf, [...new Set(fromContacts.map((message) => message.ticketId))]);
  const events: DomainEvent[] = [];
  const entered = new Set<number>();
  for (const message of fromContacts) {
    const answer = await routeInbound(tx, idGraf, message, at, facts.get(message.ticketId));
    replied ||= answer.replied;
    if (message.started || answer.movedFrom) entered.add(message.ticketId);
    // A department chosen moves the ticket out of the rooms of those outside it.
    if (answer.movedFrom)
      events.push({ type: "ticket.updated", idGraf, ticketId: message.ticketId, before: answer.movedFrom });
  }
  const assigning = (await assignInTicketsQueues(tx, idGraf, [...entered])) > 0;
  return { replied: (await replyToCalls(tx, connection, fromContacts)) || replied, assigning, events };
}
