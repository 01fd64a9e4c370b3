import { listen } from "@/lib/events/dispatch";
import { failSchedule, markScheduleSent } from "@/lib/schedules/schedule-outcome";

/**
 * A scheduled message's schedule follows its send: ENVIADA once the send job got the message to
 * WhatsApp (also after 'send again' from the chat), ERRO with the provider's reason when the job's
 * last attempt failed.
 */
export function listenForScheduleOutcomes(order: number) {
  const name = "schedule-outcomes";
  listen("message.updated", {
    name,
    order,
    handle: (event) => (event.change === "sent" ? markScheduleSent(event.messageId) : undefined),
  });
  listen("message.sendFailed", {
    name,
    order,
    handle: (event) => failSchedule({ messageId: event.messageId }, event.reason),
  });
}
