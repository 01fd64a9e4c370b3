import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { fillTemplate } from "./greeting-template";
import { sendMessageJob } from "@/lib/messages/send-message-job";

/**
 * A text the admin configured (a farewell, a department's transfer message) to a ticket's contact,
 * through the durable send path: stored with ack 0 and its send job in one transaction, then shown
 * in the chat like any message. Groups get none. Returns whether a message was stored.
 */
export async function sendConfiguredMessage(
  ticketId: number,
  text: (ticket: { whatsappId: number }) => Promise<string | null | undefined>,
) {
  const ticket = await prisma.ticket.findUnique({
    where: { id: ticketId },
    select: {
      id: true,
      idGraf: true,
      whatsappId: true,
      isGroup: true,
      contact: { select: { name: true, isGroup: true } },
    },
  });
  if (!ticket || ticket.isGroup || ticket.contact.isGroup) return false;
  const template = (await text(ticket))?.trim();
  if (!template) return false;
  const message = await prisma.$transaction((tx) =>
    storeOutbound(tx, ticket, { body: fillTemplate(template, ticket.contact.name) }),
  );
  wakeJobs(sendMessageJob);
  await dispatch([{ type: "message.created", idGraf: ticket.idGraf, messageIds: [message.id] }]);
  return true;
}
