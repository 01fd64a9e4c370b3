import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { asCreation } from "@/lib/db/creation-failure";
import { readSql } from "@/lib/db/read-sql";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { Prisma } from "@/lib/generated/prisma/client";
import { oneTicketInProgress } from "./one-ticket-in-progress";
import type { CreateTicketInput } from "./schemas";
import { ticketNotFound } from "./ticket-not-found";
import { ticketViewOf } from "./ticket-view";

/**
 * The caller's own connection (the user's whatsappId), else the tenant's default one, as a query of
 * its "Whatsapp" row aliased `w`: the public API's send reads it inside the statement that finds
 * its conversation (lib/public-api/send-place.ts).
 */
export const callerConnectionSql = (caller: Caller) => Prisma.sql`
  SELECT w.* FROM "Whatsapp" w
  LEFT JOIN "User" u ON u.id = ${caller.userId} AND u."whatsappId" = w.id
  WHERE w."idGraf" = ${caller.idGraf} AND (u.id IS NOT NULL OR w."isDefault")
  ORDER BY u.id IS NULL
  LIMIT 1`;

export const noDefaultConnection = () => new AppError("ERR_NO_DEF_WAPP_FOUND", "No default connection found");

/** The caller's own connection, else the tenant's default one, with its default department. */
export async function connectionFor(caller: Caller): Promise<{ id: number; defaultQueueId: number | null }> {
  const [connection] = await readSql<{ id: number; defaultQueueId: number | null }>(
    Prisma.sql`SELECT w.id, w."defaultQueueId" FROM (${callerConnectionSql(caller)}) w`,
  );
  if (!connection) throw noDefaultConnection();
  return connection;
}

/**
 * Whether WhatsApp knows a number, asked of a connection (lib/whatsapp/assert-on-whatsapp.ts); the
 * route hands it in, as tickets sit below the providers.
 */
export type NumberCheck = (connection: { id: number; idGraf: number }, number: string) => Promise<void>;

/**
 * A ticket for a contact of the tenant: open and the caller's when started from the contacts
 * screen (or asked for open), else pending for anyone, without a queue. The contact's number must
 * be on WhatsApp (groups are). A contact already having a ticket in progress on that connection
 * is refused by the database, so concurrent requests make one.
 */
export async function createTicket(caller: Caller, input: CreateTicketInput, checkNumber: NumberCheck) {
  const contact = await prisma.contact.findFirst({
    where: { id: input.contactId, idGraf: caller.idGraf },
    select: { id: true, isGroup: true, number: true },
  });
  if (!contact) throw new AppError("ERR_NO_CONTACT_FOUND", "Contact not found");
  const { id: whatsappId } = await connectionFor(caller);
  const place = { idGraf: caller.idGraf, contactId: contact.id, whatsappId };
  // A ticket in progress is answered as such below, even while the connection cannot be asked.
  const inProgress = await prisma.ticket.count({ where: { ...place, status: { in: ["pending", "open"] } } });
  if (!contact.isGroup && !inProgress) await checkNumber({ id: whatsappId, idGraf: caller.idGraf }, contact.number);
  const open = input.fromContacts || input.status === "open";
  const row = await oneTicketInProgress(
    () =>
      asCreation("ERR_CREATING_TICKET", () =>
        prisma.ticket.create({
          data: {
            idGraf: caller.idGraf,
            contactId: contact.id,
            whatsappId,
            isGroup: contact.isGroup,
            status: open ? "open" : "pending",
            userId: open ? caller.userId : null,
          },
          select: { id: true },
        }),
      ),
    place,
  );
  const ticket = await ticketViewOf(caller.idGraf, row.id);
  if (!ticket) throw ticketNotFound();
  await dispatch([{ type: "ticket.created", idGraf: caller.idGraf, ticketId: ticket.id }]);
  return ticket;
}
