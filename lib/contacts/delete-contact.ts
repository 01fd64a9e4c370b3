import type { Caller } from "@/lib/auth/caller";
import { assertCan } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { contactNotFound } from "./contact-not-found";
import { contactViewSelect } from "./contact-view";

/**
 * Deletes a contact. Its conversations (tickets and their messages) go with it, so a contact that
 * has any is deleted only when the caller says `deleteTickets` (the screen's confirmation tells the
 * user); otherwise 409 ERR_CONTACT_HAS_TICKETS and nothing changes. The contact's row is locked
 * first: a message arriving meanwhile waits, and then starts a new contact.
 */
export async function deleteContact(caller: Caller, id: number, { deleteTickets }: { deleteTickets: boolean }) {
  assertCan(caller, "contacts-page:deleteContact");
  const { contact, tickets } = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "Contact" WHERE "id" = ${id} AND "idGraf" = ${caller.idGraf} FOR UPDATE`;
    if (!locked.length) throw contactNotFound();
    const tickets = await tx.ticket.findMany({
      where: { contactId: id, idGraf: caller.idGraf },
      select: { id: true, idGraf: true, status: true, userId: true, queueId: true },
    });
    if (tickets.length && !deleteTickets) {
      throw new AppError(
        "ERR_CONTACT_HAS_TICKETS",
        `The contact has ${tickets.length} conversation(s); confirm deleteTickets to delete them too`,
        {
          ticketsCount: tickets.length,
        },
      );
    }
    const deleted = await tx.contact.delete({ where: { id }, select: contactViewSelect });
    return { contact: deleted, tickets };
  });
  const { idGraf } = caller;
  await dispatch([
    ...tickets.map(({ id: ticketId, ...place }) => ({ type: "ticket.deleted" as const, idGraf, ticketId, place })),
    { type: "contact.deleted", idGraf, contactId: contact.id, contact },
  ]);
  return { contactId: contact.id };
}
