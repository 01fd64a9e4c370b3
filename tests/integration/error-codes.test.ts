import { DELETE as deleteMessage } from "@/app/api/messages/[id]/route";
import { asCreation } from "@/lib/db/creation-failure";
import { prisma } from "@/lib/db/client";
import { REVOKE_WINDOW_MS } from "@/lib/messages/delete-message";
import { call } from "@/tests/support/factories";
import { makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// Codes of the spec's catalogue (section 8) that the server raises where the spec implies them.

test("a sent message too old for WhatsApp to revoke is not deleted: ERR_FETCH_WAPP_MSG", async () => {
  const desk = await makeDesk();
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "open", userId: desk.admin.id });
  const sentAt = new Date(Date.now() - REVOKE_WINDOW_MS - 60_000);
  const old = await prisma.message.create({
    data: {
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      whatsappId: desk.whatsappId,
      body: "Antiga",
      fromMe: true,
      ack: 3,
      providerMessageId: "OLD-1",
      createdAt: sentAt,
    },
  });
  const answer = await call(deleteMessage, {
    method: "DELETE",
    headers: desk.admin.headers,
    params: { id: String(old.id) },
  });
  expect(answer).toMatchObject({ status: 502, json: { error: "ERR_FETCH_WAPP_MSG" } });
  expect((await prisma.message.findUniqueOrThrow({ where: { id: old.id } })).isDeleted).toBe(false);
});

test("a ticket or message the database refuses to store is ERR_CREATING_TICKET or ERR_CREATING_MESSAGE; known answers keep their codes", async () => {
  const desk = await makeDesk();
  const contact = await makeContact(desk.idGraf);
  // A row it refers to is gone (a foreign key the database enforces).
  const ticket = () =>
    prisma.ticket.create({ data: { idGraf: desk.idGraf, contactId: contact.id, whatsappId: 2_000_000_000 } });
  await expect(asCreation("ERR_CREATING_TICKET", ticket)).rejects.toMatchObject({
    code: "ERR_CREATING_TICKET",
    status: 500,
  });
  const message = () =>
    prisma.message.create({
      data: { idGraf: desk.idGraf, ticketId: 2_000_000_000, whatsappId: desk.whatsappId, body: "x" },
    });
  await expect(asCreation("ERR_CREATING_MESSAGE", message)).rejects.toMatchObject({ code: "ERR_CREATING_MESSAGE" });
  const duplicate = () => prisma.contact.create({ data: { idGraf: desk.idGraf, name: "Dup", number: contact.number } });
  await expect(asCreation("ERR_CREATING_TICKET", duplicate)).rejects.toMatchObject({ code: "P2002" });
});
