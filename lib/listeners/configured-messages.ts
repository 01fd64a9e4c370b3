import { sendConfiguredMessage } from "@/lib/chatbot/send-configured-message";
import { prisma } from "@/lib/db/client";
import { listen } from "@/lib/events/dispatch";

/**
 * The connection's farewell message when a ticket is resolved (by a person or by auto-close), once:
 * a resolve of a ticket that was closed already changes nothing and says nothing. A deleted ticket
 * is not resolved.
 */
export function listenForFarewell(order: number) {
  listen("ticket.resolved", {
    name: "farewell message",
    order,
    async handle({ ticketId, before }) {
      if (before.status === "closed") return;
      await sendConfiguredMessage(
        ticketId,
        async ({ whatsappId }) =>
          (await prisma.whatsapp.findUnique({ where: { id: whatsappId }, select: { farewellMessage: true } }))
            ?.farewellMessage,
      );
    },
  });
}

/** A department's transfer message when a ticket is transferred into it from elsewhere. */
export function listenForTransferMessage(order: number) {
  listen("ticket.transferred", {
    name: "transfer message",
    order,
    async handle({ ticketId, before, after }) {
      const queueId = after.queueId;
      if (queueId === null || queueId === before.queueId) return;
      await sendConfiguredMessage(
        ticketId,
        async () =>
          (await prisma.queue.findUnique({ where: { id: queueId }, select: { transferQueueMessage: true } }))
            ?.transferQueueMessage,
      );
    },
  });
}
