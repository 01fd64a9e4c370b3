import { prisma } from "@/lib/db/client";
import { makeContact, makeDesk } from "./ticket-factories";

// Tickets with a history of known times, for the reports' suites. The database writes a ticket's
// periods at the moment of each change (clock time), so a story replaces them: the ticket is made
// in its final state, its periods dropped, its messages written (with no period to note them on),
// then the periods as the triggers would have written them at those times, and its figures.

export type StoryPeriod = {
  status: "pending" | "open" | "closed";
  userId?: number;
  queueId?: number;
  from: string;
  to?: string;
  /** The conversation's start; the first period's `from` when left out. */
  openedAt?: string;
  contactAt?: string;
  answeredAt?: string;
};
export type StoryMessage = { at: string; userId?: number; fromMe?: boolean };

const date = (iso: string | undefined) => (iso ? new Date(iso) : null);

export async function tellStory(
  desk: { idGraf: number; whatsappId: number },
  periods: StoryPeriod[],
  messages: StoryMessage[],
) {
  const last = periods.at(-1)!;
  const contact = await makeContact(desk.idGraf);
  const ticket = await prisma.ticket.create({
    data: {
      idGraf: desk.idGraf,
      contactId: contact.id,
      whatsappId: desk.whatsappId,
      status: last.status,
      userId: last.userId ?? null,
      queueId: last.queueId ?? null,
      createdAt: new Date(periods[0].from),
    },
  });
  await prisma.ticketPeriod.deleteMany({ where: { ticketId: ticket.id } });
  for (const message of messages) {
    const fromMe = message.fromMe ?? message.userId !== undefined;
    await prisma.message.create({
      data: {
        idGraf: desk.idGraf,
        ticketId: ticket.id,
        whatsappId: desk.whatsappId,
        contactId: fromMe ? null : contact.id,
        userId: message.userId ?? null,
        body: fromMe ? "Resposta" : "Pergunta",
        fromMe,
        createdAt: new Date(message.at),
      },
    });
  }
  let openedAt = periods[0].from;
  for (const period of periods) {
    openedAt = period.openedAt ?? openedAt;
    await prisma.ticketPeriod.create({
      data: {
        idGraf: desk.idGraf,
        ticketId: ticket.id,
        openedAt: new Date(openedAt),
        status: period.status,
        userId: period.userId ?? null,
        queueId: period.queueId ?? null,
        startedAt: new Date(period.from),
        endedAt: date(period.to),
        contactAt: date(period.contactAt),
        answeredAt: date(period.answeredAt),
      },
    });
  }
  // The figures the database records after each answer and resolution, from these periods.
  await prisma.$queryRaw`SELECT record_ticket_figures(ARRAY[${ticket.id}]::int[])`;
  return ticket;
}

/** A ticket of another tenant, answered and resolved by its admin: figures no report of ours may show. */
export async function tellAnotherTenantsStory(from: string, answeredAt: string, to: string) {
  const other = await makeDesk();
  const admin = { userId: other.admin.id, queueId: other.queueId };
  await tellStory(
    other,
    [
      { status: "open", ...admin, from, to, contactAt: from, answeredAt },
      { status: "closed", ...admin, from: to },
    ],
    [{ at: from }, { at: answeredAt, userId: other.admin.id }],
  );
}
