import { listen } from "@/lib/events/dispatch";
import { failSchedule, markScheduleSent } from "@/lib/schedules/schedule-outcome";

/**
 * A scheduled message's schedule follows its send: ENVIADA once the send job got the message to
 * WhatsApp (also after 'send again' from the chat), ERRO with the message's failure code when the
 * job's last attempt failed (or the provider reported the message failed).
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
    handle: (event) => failSchedule({ messageId: event.messageId }, event.error),
  });
}
