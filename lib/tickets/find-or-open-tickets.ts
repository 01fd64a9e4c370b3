import type { Prisma } from "@/lib/generated/prisma/client";
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
 * index on in-progress tickets backs that up. Returns contact id → ticket.
 */
export async function findOrOpenTickets(
  tx: Prisma.TransactionClient,
  lookup: Lookup,
  contacts: { contactId: number; isGroup: boolean }[],
): Promise<Map<number, TicketChoice>> {
  const { whatsappId } = lookup;
  const inProgress = await tx.ticket.findMany({
    where: { whatsappId, contactId: { in: contacts.map((c) => c.contactId) }, status: { in: ["pending", "open"] } },
    select: { id: true, contactId: true },
  });
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
  const created = await tx.ticket.createManyAndReturn({
    data: fresh.map(({ contactId, isGroup }) => ({ idGraf: lookup.idGraf, contactId, whatsappId, isGroup, status: "pending", queueId })),
    select: { id: true, contactId: true },
  });
  for (const t of created) choices.set(t.contactId, { ticketId: t.id, created: true, reopened: false });
  return choices;
}

/** Each contact's latest ticket closed within the window, back to pending; returns contact id → the ticket as it was. */
async function reopenRecent(tx: Prisma.TransactionClient, { whatsappId, reopenWithinSeconds, now }: Lookup, contactIds: number[]) {
  const closed = await tx.ticket.findMany({
    where: { whatsappId, contactId: { in: contactIds }, status: "closed", closedAt: { gte: new Date(now.getTime() - reopenWithinSeconds * 1000) } },
    orderBy: { closedAt: "desc" },
    select: { id: true, contactId: true, userId: true, queueId: true },
  });
  const latest = new Map<number, (typeof closed)[number]>();
  for (const t of closed) if (!latest.has(t.contactId)) latest.set(t.contactId, t);
  if (latest.size) {
    await tx.ticket.updateMany({ where: { id: { in: [...latest.values()].map((t) => t.id) } }, data: { status: "pending", userId: null, closedAt: null } });
  }
  return latest;
}

/**
 * A new ticket's department: with one there is nothing to choose; with several and no chatbot, the
 * connection's default department; with the chatbot on, none until the contact picks from its menu
 * (lib/chatbot/route-inbound.ts).
 */
async function initialQueue(tx: Prisma.TransactionClient, whatsappId: number) {
  const connection = await tx.whatsapp.findUnique({
    where: { id: whatsappId },
    select: { hasChatbot: true, defaultQueueId: true, queues: { select: { queueId: true }, take: 2 } },
  });
  const queues = connection?.queues ?? [];
  if (queues.length === 1) return queues[0].queueId;
  return queues.length > 1 && !connection?.hasChatbot ? connection!.defaultQueueId : null;
}
