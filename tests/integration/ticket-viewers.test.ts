import { prisma } from "@/lib/db/client";
import { ticketViewersWhere } from "@/lib/tickets/ticket-viewers";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { makeUser } from "@/tests/support/factories";
import { makeAttendant, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// Who may be mentioned in a note is the visibility policy read from the users' side: for every
// user and ticket of a tenant, the user is among the ticket's viewers exactly when the ticket is
// among the user's visible tickets.
test("a ticket's viewers are exactly the active users who can see it", async () => {
  const desk = await makeDesk();
  const { idGraf, queueId, otherQueueId, whatsappId } = desk;
  const inQueue = await makeAttendant(idGraf, { queueIds: [queueId] });
  const inOther = await makeAttendant(idGraf, { queueIds: [otherQueueId] });
  const noQueue = await makeAttendant(idGraf);
  const seeAll = await makeAttendant(idGraf, { canSeeAllTickets: true });
  const inactive = await makeUser(idGraf, { status: false });
  const tickets = await Promise.all([
    makeTicket(idGraf, { whatsappId, status: "pending", queueId }),
    makeTicket(idGraf, { whatsappId, status: "pending", queueId: null }),
    makeTicket(idGraf, { whatsappId, status: "open", queueId, userId: inOther.id }),
    makeTicket(idGraf, { whatsappId, status: "closed", queueId: otherQueueId, userId: noQueue.id }),
    makeTicket(idGraf, { whatsappId, status: "open", queueId: otherQueueId, userId: null }),
  ]);
  // A note on the open ticket another holds mentions an attendant of the department.
  const held = tickets[2];
  await prisma.message.create({
    data: {
      idGraf,
      ticketId: held.id,
      whatsappId,
      userId: desk.admin.id,
      fromMe: true,
      isPrivate: true,
      body: "@inQueue",
      mentions: { create: [{ userId: inQueue.id, idGraf, ticketId: held.id }] },
    },
  });
  const users = await prisma.user.findMany({ where: { idGraf, status: true }, include: { queues: true } });
  expect(users.map((u) => u.id)).toEqual(
    expect.arrayContaining([desk.admin.id, inQueue.id, inOther.id, noQueue.id, seeAll.id]),
  );

  for (const ticket of tickets) {
    const viewers = (await prisma.user.findMany({ where: ticketViewersWhere(ticket), select: { id: true } }))
      .map((u) => u.id)
      .sort();
    const seeing: number[] = [];
    for (const user of users) {
      const viewer = {
        userId: user.id,
        idGraf,
        profile: user.profile,
        canSeeAllTickets: user.canSeeAllTickets,
        queueIds: user.queues.map((q) => q.queueId),
      };
      if (await prisma.ticket.findFirst({ where: { AND: [{ id: ticket.id }, visibleTicketWhere(viewer)] } }))
        seeing.push(user.id);
    }
    expect({ ticket: ticket.id, viewers }).toEqual({ ticket: ticket.id, viewers: seeing.sort() });
    expect(viewers).not.toContain(inactive.id);
  }
});
