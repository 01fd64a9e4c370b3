import { readBotFacts, routeInbound } from "@/lib/chatbot/route-inbound";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { publishCreated } from "@/lib/messages/publish-message";
import { getSetting } from "@/lib/settings/get-setting";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { startedTickets } from "./find-or-open-ticket";
import { receiveMessages, type Connection, type Received } from "./receive-message";
import { replyToCall } from "./reply-to-call";

/**
 * A connection's burst of messages through the inbox: stored in one commit, then told to the
 * tenant, answered by the bot or the call reply where they apply, in the order they came. Their
 * media is downloaded by the jobs the same commit enqueued (download-media-job.ts).
 */
export async function takeInMessages(connection: Connection, messages: InboundMessage[]): Promise<void> {
  const received = await receiveMessages(connection, messages);
  const stored = messages.flatMap((message, i) => (received[i] ? [{ message, received: received[i] as Received }] : []));
  if (!stored.length) return;
  await publishCreated(
    stored.map((s) => s.received.messageId),
    startedTickets(stored.map((s) => s.received)),
  );

  const facts = await readBotFacts([...new Set(stored.map((s) => s.received.ticketId))]);
  const calls = stored.some(isCallFromContact) && (await getSetting(connection.idGraf, "call")) === "enabled";
  for (const each of stored) {
    await routeInbound(each.received, each.message, new Date(), facts.get(each.received.ticketId));
    if (calls && isCallFromContact(each)) await replyToCall(connection, each.received);
  }
  if (stored.some((s) => s.received.hasMedia)) wakeJobs();
}

const isCallFromContact = ({ message }: { message: InboundMessage }) => message.kind === "call_log" && !message.fromMe && !message.isGroup;
