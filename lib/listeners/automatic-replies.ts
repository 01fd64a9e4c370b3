import { readBotFacts, routeInbound } from "@/lib/chatbot/route-inbound";
import { listen } from "@/lib/events/dispatch";
import type { ReceivedMessage } from "@/lib/events/domain-events";
import { replyToCall } from "@/lib/inbound/reply-to-call";
import { getSetting } from "@/lib/settings/get-setting";

/** The bot answers a batch's messages in the order they came (greeting, queue menu, out of hours). */
export function listenForChatbot(order: number) {
  listen("message.received", {
    name: "chatbot",
    order,
    async handle({ connection, messages }) {
      const facts = await readBotFacts(connection.idGraf, [...new Set(messages.map((m) => m.ticketId))]);
      for (const message of messages)
        await routeInbound(connection.idGraf, message, new Date(), facts.get(message.ticketId));
    },
  });
}

const isCallFromContact = (message: ReceivedMessage) =>
  message.kind === "call_log" && !message.fromMe && !message.isGroup;

/** The automatic answer to a contact's call, when the tenant turned on the `call` setting. */
export function listenForCalls(order: number) {
  listen("message.received", {
    name: "call reply",
    order,
    async handle({ connection, messages }) {
      const calls = messages.filter(isCallFromContact);
      if (!calls.length || (await getSetting(connection.idGraf, "call")) !== "enabled") return;
      for (const call of calls) await replyToCall(connection, call);
    },
  });
}
