import type { Prisma } from "@/lib/generated/prisma/client";

export type TicketChoice = { ticketId: number; created: boolean; reopened: boolean };

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
  const choices = new Map(inProgress.map((t) => [t.contactId, { ticketId: t.id, created: false, reopened: false }]));
  let queueOfNewTickets: Promise<number | null> | undefined;
  for (const contact of contacts) {
    if (choices.has(contact.contactId)) continue;
    queueOfNewTickets ??= onlyQueue(tx, whatsappId);
    choices.set(contact.contactId, await reopenOrCreate(tx, lookup, contact, queueOfNewTickets));
  }
  return choices;
}

// With one queue there is nothing to choose: a new ticket takes it.
async function onlyQueue(tx: Prisma.TransactionClient, whatsappId: number) {
  const queues = await tx.whatsappQueue.findMany({ where: { whatsappId }, select: { queueId: true }, take: 2 });
  return queues.length === 1 ? queues[0].queueId : null;
}

async function reopenOrCreate(
  tx: Prisma.TransactionClient,
  { idGraf, whatsappId, reopenWithinSeconds, now }: Lookup,
  { contactId, isGroup }: { contactId: number; isGroup: boolean },
  queueOfNewTickets: Promise<number | null>,
): Promise<TicketChoice> {
  const recent = await tx.ticket.findFirst({
    where: { contactId, whatsappId, status: "closed", closedAt: { gte: new Date(now.getTime() - reopenWithinSeconds * 1000) } },
    orderBy: { closedAt: "desc" },
    select: { id: true },
  });
  if (recent) {
    await tx.ticket.update({ where: { id: recent.id }, data: { status: "pending", userId: null, closedAt: null } });
    return { ticketId: recent.id, created: false, reopened: true };
  }
  const created = await tx.ticket.create({
    data: { idGraf, contactId, whatsappId, isGroup, status: "pending", queueId: await queueOfNewTickets },
    select: { id: true },
  });
  return { ticketId: created.id, created: true, reopened: false };
}
