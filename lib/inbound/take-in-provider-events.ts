import { dispatch } from "@/lib/events/dispatch";
import type { ConnectionRef } from "@/lib/events/domain-events";
import type { InboundMessage, ProviderEvent } from "@/lib/whatsapp/provider";
import { applySessionEvent } from "@/lib/connections/apply-session-event";
import { runningSessions } from "@/lib/whatsapp/sessions/session-manager";
import { applyMessageUpdate } from "./apply-message-update";
import { takeInMessages } from "./take-in-messages";

/**
 * Where every provider's events enter the inbox, in the order the provider reported them: session
 * changes, messages (consecutive ones stored together), and acks, edits and deletions of stored
 * messages. SessionManager hands each connection's queued events here.
 */
export async function takeInProviderEvents(connection: ConnectionRef, events: ProviderEvent[]): Promise<void> {
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
      if (!messageId) continue;
      const { idGraf } = connection;
      await dispatch([
        event.type === "failed"
          ? { type: "message.sendFailed", idGraf, messageId, error: event.error, reason: event.error }
          : { type: "message.updated", idGraf, messageId, change: event.type },
      ]);
    }
  }
  await flush();
}

/** Events a provider reports outside its session (webhooks): into the running sessions' queues, or straight in where none run (tools, tests). */
export async function deliverProviderEvents(connection: ConnectionRef, events: ProviderEvent[]) {
  const sessions = runningSessions();
  if (sessions) await sessions.deliver(connection, events);
  else await takeInProviderEvents(connection, events);
}
