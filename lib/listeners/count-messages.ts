import { listen } from "@/lib/events/dispatch";
import { metrics } from "@/lib/metrics/metrics";

/**
 * The message counters of GET /metrics, moved by the domain events whatever provider or path
 * caused them: received from contacts (not what the business's own phone sent), taken by the
 * provider (the send job's success, a bulk row sent), failed for good (a send job's last attempt,
 * a bulk row out of retries).
 */
export function listenForCounts(order: number) {
  const name = "metrics";
  listen("message.received", {
    name,
    order,
    handle: (event) => metrics().received.inc(event.messages.filter((message) => !message.fromMe).length),
  });
  listen("message.updated", { name, order, handle: (event) => void (event.change === "sent" && metrics().sent.inc()) });
  listen("message.sendFailed", { name, order, handle: () => metrics().sendFailures.inc() });
  listen("bulk.itemSettled", {
    name,
    order,
    handle: (event) => (event.outcome === "sent" ? metrics().sent : metrics().sendFailures).inc(),
  });
}
