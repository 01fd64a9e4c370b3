import { listenForCalls, listenForChatbot } from "./automatic-replies";
import { listenForFarewell, listenForTransferMessage } from "./configured-messages";
import { listenForCounts } from "./count-messages";
import { listenForRealtime } from "./realtime-listener";
import { listenForScheduleOutcomes } from "./schedule-outcomes";
import { listenForWebhookWake } from "./webhook-wake";

/**
 * The order listeners run in, for every event: the wake of webhook deliveries first (it starts
 * them and waits for nothing), then the screens (what users wait for), then a
 * scheduled message's schedule following its send, then the replies the inbox sends by itself,
 * then the texts the admin configured for a resolve or a transfer, then the metrics' counters. Slow work (a media download) is not a listener but a
 * durable job enqueued in the use case's own transaction, so a crash after the commit still does
 * it. A new listener takes its place here.
 */
export const LISTENER_ORDER = {
  webhookWake: 5,
  realtime: 10,
  scheduleOutcome: 15,
  chatbot: 20,
  callReply: 30,
  farewell: 40,
  transferMessage: 50,
  metrics: 60,
} as const;

/**
 * Every reaction to domain events, registered once per process: by server.ts at start, and by the
 * integration tests' setup, so tests run the same wiring. Nothing else in lib/ imports this folder.
 */
export function registerListeners() {
  listenForWebhookWake(LISTENER_ORDER.webhookWake);
  listenForRealtime(LISTENER_ORDER.realtime);
  listenForScheduleOutcomes(LISTENER_ORDER.scheduleOutcome);
  listenForChatbot(LISTENER_ORDER.chatbot);
  listenForCalls(LISTENER_ORDER.callReply);
  listenForFarewell(LISTENER_ORDER.farewell);
  listenForTransferMessage(LISTENER_ORDER.transferMessage);
  listenForCounts(LISTENER_ORDER.metrics);
}
