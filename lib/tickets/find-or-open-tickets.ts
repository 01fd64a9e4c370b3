import type { RawTx } from "@/lib/db/sql-transaction";
import type { TicketPlace, TicketStart } from "@/lib/events/domain-events";

/** `reopenedFrom`: where a reopened ticket was while closed, so those who lost it are told. */
export type TicketChoice = { ticketId: number; created: boolean; reopened: boolean; reopenedFrom?: TicketPlace };

/** How a choice started its ticket: "new", where it was while closed, or not at all. */
export const ticketStart = (choice: TicketChoice): TicketStart | undefined =>
  choice.created ? "new" : choice.reopened ? choice.reopenedFrom : undefined;

/** The tickets that choices started (new) or restarted (reopened from a closed place), by ticket id. */
export const startedTickets = (choices: TicketChoice[]) =>
  new Map(
    choices.flatMap((c): [number, TicketStart][] => {
      const start = ticketStart(c);
      return start ? [[c.ticketId, start]] : [];
    }),
  );

type Lookup = { idGraf: number; whatsappId: number; reopenWithinSeconds: number; now: Date };

/** A row of find_or_open_tickets, the database function that holds the rule (its migration: inbound_in_one_call). */
export type TicketRow = {
  contactId: number;
  ticketId: number;
  created: boolean;
  reopened: boolean;
  closedUserId: number | null;
  closedQueueId: number | null;
};

/** A ticket as the function chose it: a reopened one says where it was while closed. */
export const ticketChoice = (idGraf: number, row: TicketRow): TicketChoice => ({
  ticketId: row.ticketId,
  created: row.created,
  reopened: row.reopened,
  ...(row.reopened && {
    reopenedFrom: { idGraf, status: "closed", userId: row.closedUserId, queueId: row.closedQueueId },
  }),
});

/**
 * The ticket each contact's messages belong to (spec: open or pending for that contact and
 * connection; else the latest closed one, reopened, when closed within timeCreateNewTicket
 * seconds; else a new pending one, in the connection's department when there is only one, or in
 * its default department when it has several and no chatbot). Returns contact id → ticket. The
 * inbound batch runs the same function after locking its contacts' rows, which serializes this per
 * contact; the partial unique index on in-progress tickets backs that up.
 */
export async function findOrOpenTickets(
  tx: RawTx,
  { idGraf, whatsappId, reopenWithinSeconds, now }: Lookup,
  contacts: { contactId: number; isGroup: boolean }[],
): Promise<Map<number, TicketChoice>> {
  const rows = await tx.$queryRaw<TicketRow[]>`
    SELECT contact_id AS "contactId", ticket_id AS "ticketId", created, reopened, closed_user_id AS "closedUserId", closed_queue_id AS "closedQueueId"
    FROM find_or_open_tickets(${idGraf}::int, ${whatsappId}::int, ${reopenWithinSeconds}::float8, ${now.toISOString()}::timestamp(3),
      ${contacts.map((c) => c.contactId)}::int[], ${contacts.map((c) => c.isGroup)}::boolean[])`;
  return new Map(rows.map((row) => [row.contactId, ticketChoice(idGraf, row)]));
}
