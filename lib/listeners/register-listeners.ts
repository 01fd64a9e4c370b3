import { listenForCounts } from "./count-messages";
import { listenForRealtime } from "./realtime-listener";
import { listenForScheduleOutcomes } from "./schedule-outcomes";
import { listenForWebhookWake } from "./webhook-wake";

/**
 * The order listeners run in, for every event: the wake of webhook deliveries first (it starts
 * them and waits for nothing), then the screens (what users wait for), then a scheduled message's
 * schedule following its send, then the metrics' counters. What must happen whatever comes after
 * the commit is not a listener but a durable job enqueued in the use case's own transaction: a
 * media download, and what the inbox sends by itself (the bot, the call reply, the farewell, a
 * transfer text: lib/tickets/automatic-reply.ts), so a crash after the commit still does it. A new
 * listener takes its place here.
 */
export const LISTENER_ORDER = {
  webhookWake: 5,
  realtime: 10,
  scheduleOutcome: 15,
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
  listenForCounts(LISTENER_ORDER.metrics);
}
