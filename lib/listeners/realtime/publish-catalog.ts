import { prisma } from "@/lib/db/client";
import { contactViewSelect } from "@/lib/contacts/contact-view";
import type { EventOf } from "@/lib/events/domain-events";
import { queueViewSelect } from "@/lib/queues/queue-view";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";

// Contacts and queues go to everyone of the tenant, as every member reads them through REST.

/** `contact-{idGraf}` of spec section 7: the contact as it is now, or as it was when deleted. */
export async function publishContact(event: EventOf<"contact.created" | "contact.updated" | "contact.deleted">) {
  const { idGraf } = event;
  if (event.type === "contact.deleted")
    return emitToTenant(idGraf, channels.contact(idGraf), { action: "delete", contact: event.contact });
  const contact = await prisma.contact.findFirst({ where: { id: event.contactId, idGraf }, select: contactViewSelect });
  const action = event.type === "contact.created" ? "create" : "update";
  if (contact) emitToTenant(idGraf, channels.contact(idGraf), { action, contact });
}

/** A queue (or its chatbot menu) created or changed is an update too: the client inserts or replaces it by id. */
export async function publishQueue(event: EventOf<"queue.saved" | "queue.deleted">) {
  const { idGraf, queueId } = event;
  if (event.type === "queue.deleted")
    return emitToTenant(idGraf, channels.queue(idGraf), { action: "delete", queueId });
  const queue = await prisma.queue.findFirst({ where: { id: queueId, idGraf }, select: queueViewSelect });
  if (queue) emitToTenant(idGraf, channels.queue(idGraf), { action: "update", queue });
}
