import type { RawTx } from "@/lib/db/sql-transaction";
import type { TicketPlace, TicketStart } from "@/lib/events/domain-events";

/** `reopenedFrom`: where a reopened ticket was while closed, so those who lost it are told. */
export type TicketChoice = { ticketId: number; created: boolean; reopened: boolean; reopenedFrom?: TicketPlace };

/** How a choice started its ticket: "new", where it was while closed, or not at all. */
export const ticketStart = (choice: TicketChoice): TicketStart | undefined =>
  choice.created ? "new" : choice.reopened ? choice.reopenedFrom : undefined;

/** The tickets that choices started (new) or restarted (reopened from a closed place), by ticket id. */
export const startedTickets = (choices: TicketChoice[]) =>
  new Map(choices.flatMap((c): [number, TicketStart][] => { const start = ticketStart(c); return start ? [[c.ticketId, start]] : []; }));

type Lookup = { idGraf: number; whatsappId: number; reopenWithinSeconds: number; now: Date };

/**
 * The ticket each contact's messages belong to (spec: open or pending for that contact and
 * connection; else a closed one reopened within timeCreateNewTicket seconds; else a new pending
 * one). Runs after upsertContacts, whose row locks serialize this per contact; the partial unique
 * index on in-progress tickets backs that up. Returns contact id → ticket. Raw statements: every
 * inbound batch runs this in its transaction (lib/db/sql-transaction.ts).
 */
export async function findOrOpenTickets(
  tx: RawTx,
  lookup: Lookup,
  contacts: { contactId: number; isGroup: boolean }[],
): Promise<Map<number, TicketChoice>> {
  const { whatsappId } = lookup;
  const inProgress = await tx.$queryRaw<{ id: number; contactId: number }[]>`
    SELECT "id", "contactId" FROM "Ticket"
    WHERE "whatsappId" = ${whatsappId} AND "contactId" = ANY(${contacts.map((c) => c.contactId)}::int[]) AND "status" IN ('pending', 'open')`;
  const choices = new Map<number, TicketChoice>(inProgress.map((t) => [t.contactId, { ticketId: t.id, created: false, reopened: false }]));
  const missing = contacts.filter((c) => !choices.has(c.contactId));
  if (!missing.length) return choices;

  const reopened = await reopenRecent(tx, lookup, missing.map((c) => c.contactId));
  for (const [contactId, closed] of reopened) {
    const reopenedFrom = { idGraf: lookup.idGraf, status: "closed", userId: closed.userId, queueId: closed.queueId };
    choices.set(contactId, { ticketId: closed.id, created: false, reopened: true, reopenedFrom });
  }
  const fresh = missing.filter((c) => !reopened.has(c.contactId));
  if (!fresh.length) return choices;
  const queueId = await initialQueue(tx, whatsappId);
  const created = await tx.$queryRaw<{ id: number; contactId: number }[]>`
    INSERT INTO "Ticket" ("idGraf", "contactId", "whatsappId", "isGroup", "status", "queueId", "updatedAt")
    SELECT ${lookup.idGraf}::int, f."contactId", ${whatsappId}::int, f."isGroup", 'pending', ${queueId}::int, ${lookup.now.toISOString()}::timestamp(3)
    FROM unnest(${fresh.map((c) => c.contactId)}::int[], ${fresh.map((c) => c.isGroup)}::boolean[]) WITH ORDINALITY AS f("contactId", "isGroup", n)
    ORDER BY f.n
    RETURNING "id", "contactId"`;
  for (const t of created) choices.set(t.contactId, { ticketId: t.id, created: true, reopened: false });
  return choices;
}

/** Each contact's latest ticket closed within the window, back to pending; returns contact id → the ticket as it was. */
async function reopenRecent(tx: RawTx, { whatsappId, reopenWithinSeconds, now }: Lookup, contactIds: number[]) {
  type Closed = { id: number; contactId: number; userId: number | null; queueId: number | null };
  const since = new Date(now.getTime() - reopenWithinSeconds * 1000);
  const closed = await tx.$queryRaw<Closed[]>`
    SELECT "id", "contactId", "userId", "queueId" FROM "Ticket"
    WHERE "whatsappId" = ${whatsappId} AND "contactId" = ANY(${contactIds}::int[]) AND "status" = 'closed'
      AND "closedAt" >= ${since.toISOString()}::timestamp(3)
    ORDER BY "closedAt" DESC`;
  const latest = new Map<number, Closed>();
  for (const t of closed) if (!latest.has(t.contactId)) latest.set(t.contactId, t);
  if (latest.size) {
    await tx.$executeRaw`
      UPDATE "Ticket" SET "status" = 'pending', "userId" = NULL, "closedAt" = NULL, "updatedAt" = ${new Date().toISOString()}::timestamp(3)
      WHERE "id" = ANY(${[...latest.values()].map((t) => t.id)}::int[])`;
  }
  return latest;
}

/**
 * A new ticket's department: with one there is nothing to choose; with several and no chatbot, the
 * connection's default department; with the chatbot on, none until the contact picks from its menu
 * (lib/chatbot/route-inbound.ts).
 */
async function initialQueue(tx: RawTx, whatsappId: number): Promise<number | null> {
  const [connection] = await tx.$queryRaw<{ hasChatbot: boolean; defaultQueueId: number | null; queueIds: number[] }[]>`
    SELECT w."hasChatbot", w."defaultQueueId",
      ARRAY(SELECT q."queueId" FROM "WhatsappQueue" q WHERE q."whatsappId" = w.id LIMIT 2) AS "queueIds"
    FROM "Whatsapp" w WHERE w.id = ${whatsappId}`;
  const queueIds = connection?.queueIds ?? [];
  if (queueIds.length === 1) return queueIds[0];
  return queueIds.length > 1 && !connection?.hasChatbot ? connection!.defaultQueueId : null;
}
