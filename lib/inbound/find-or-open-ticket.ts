import type { Prisma } from "@/lib/generated/prisma/client";

export type TicketChoice = { ticketId: number; created: boolean; reopened: boolean };

/**
 * The ticket a contact's message belongs to (spec: open or pending for that contact and
 * connection; else a closed one reopened within timeCreateNewTicket seconds; else a new pending
 * one). Runs after upsertContact, whose row lock serializes this per contact; the partial unique
 * index on in-progress tickets backs that up.
 */
export async function findOrOpenTicket(
  tx: Prisma.TransactionClient,
  input: { idGraf: number; contactId: number; whatsappId: number; isGroup: boolean; reopenWithinSeconds: number },
): Promise<TicketChoice> {
  const { idGraf, contactId, whatsappId } = input;
  const inProgress = await tx.ticket.findFirst({
    where: { contactId, whatsappId, status: { in: ["pending", "open"] } },
    select: { id: true },
  });
  if (inProgress) return { ticketId: inProgress.id, created: false, reopened: false };

  const recent = await tx.ticket.findFirst({
    where: { contactId, whatsappId, status: "closed", closedAt: { gte: new Date(Date.now() - input.reopenWithinSeconds * 1000) } },
    orderBy: { closedAt: "desc" },
    select: { id: true },
  });
  if (recent) {
    await tx.ticket.update({ where: { id: recent.id }, data: { status: "pending", userId: null, closedAt: null } });
    return { ticketId: recent.id, created: false, reopened: true };
  }

  const queues = await tx.whatsappQueue.findMany({ where: { whatsappId }, select: { queueId: true }, take: 2 });
  const created = await tx.ticket.create({
    data: {
      idGraf,
      contactId,
      whatsappId,
      isGroup: input.isGroup,
      status: "pending",
      // With one queue there is nothing to choose: the ticket takes it.
      queueId: queues.length === 1 ? queues[0].queueId : null,
    },
    select: { id: true },
  });
  return { ticketId: created.id, created: true, reopened: false };
}
