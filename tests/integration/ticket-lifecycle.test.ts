import { GET as listMessages, POST as sendMessage } from "@/app/api/messages/[id]/route";
import { POST as ack } from "@/app/api/simulator/[whatsappId]/ack/route";
import { POST as inbound } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { GET as outbox } from "@/app/api/simulator/[whatsappId]/outbox/route";
import { GET as showTicket, PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { prisma } from "@/lib/db/client";
import { call } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeDesk } from "@/tests/support/ticket-factories";

// A ticket's whole life driven through the HTTP API and the simulator's phone, as a user sees it.
const pairedSimulator = liveSimulators();

test("a new number's message opens a pending ticket; reply, ack, accept, transfer, resolve and reopen", async () => {
  const desk = await makeDesk();
  const headers = desk.admin.headers;
  await prisma.whatsappQueue.create({ data: { whatsappId: desk.whatsappId, queueId: desk.queueId } });
  await pairedSimulator(desk.whatsappId);
  const sim = { params: { whatsappId: String(desk.whatsappId) } };
  const byTicket = (id: number) => ({ params: { id: String(id) } });
  const from = "5511955554444";

  const first = { id: "PHONE-1", from, name: "Joana", body: "Olá, preciso de ajuda" };
  expect((await call(inbound, { method: "POST", headers, body: first, ...sim })).status).toBe(202);
  const contact = await prisma.contact.findUniqueOrThrow({
    where: { idGraf_number: { idGraf: desk.idGraf, number: from } },
  });
  expect(contact.name).toBe("Joana");
  const ticket = await prisma.ticket.findFirstOrThrow({ where: { contactId: contact.id } });
  const shown = await call(showTicket, { headers, ...byTicket(ticket.id) });
  expect(shown.json).toMatchObject({
    status: "pending",
    userId: null,
    unreadMessages: 1,
    lastMessage: "Olá, preciso de ajuda",
  });

  // The phone delivers the same message again: nothing changes.
  await call(inbound, { method: "POST", headers, body: first, ...sim });
  expect((await call(listMessages, { headers, ...byTicket(ticket.id) })).json.messages).toHaveLength(1);
  expect((await call(showTicket, { headers, ...byTicket(ticket.id) })).json.unreadMessages).toBe(1);

  // Accept, then reply: the reply reaches the phone once, and the phone's ack updates it.
  const accepted = await call(updateTicket, {
    method: "PUT",
    headers,
    body: { status: "open", userId: desk.admin.id },
    ...byTicket(ticket.id),
  });
  expect(accepted.json).toMatchObject({ status: "open", userId: desk.admin.id });
  const sent = await call(sendMessage, {
    method: "POST",
    headers,
    body: { body: "Claro, como posso ajudar?" },
    ...byTicket(ticket.id),
  });
  expect(sent.status).toBeLessThan(300);
  await drainSends();
  const phone = (await call(outbox, { headers, ...sim })).json.messages;
  expect(phone).toEqual([
    expect.objectContaining({ to: from, body: expect.stringContaining("Claro, como posso ajudar?") }),
  ]);
  await call(ack, { method: "POST", headers, body: { id: phone[0].id, ack: 4 }, ...sim });
  const messages = (await call(listMessages, { headers, ...byTicket(ticket.id) })).json.messages;
  expect(messages.find((m: { fromMe: boolean }) => m.fromMe)).toMatchObject({ ack: 4 });

  // Transfer to another queue: back to pending with nobody; then resolve with the current user.
  const transferred = await call(updateTicket, {
    method: "PUT",
    headers,
    body: { queueId: desk.otherQueueId, userId: null, status: "pending" },
    ...byTicket(ticket.id),
  });
  expect(transferred.json).toMatchObject({ status: "pending", userId: null, queueId: desk.otherQueueId });
  const resolved = await call(updateTicket, {
    method: "PUT",
    headers,
    body: { status: "closed", userId: desk.admin.id },
    ...byTicket(ticket.id),
  });
  expect(resolved.json).toMatchObject({ status: "closed" });

  // Within timeCreateNewTicket (an hour by default) a new message reopens the same ticket.
  await call(inbound, { method: "POST", headers, body: { id: "PHONE-2", from, body: "Mais uma dúvida" }, ...sim });
  const reopened = await call(showTicket, { headers, ...byTicket(ticket.id) });
  expect(reopened.json).toMatchObject({ status: "pending", userId: null, lastMessage: "Mais uma dúvida" });
  expect(await prisma.ticket.count({ where: { contactId: contact.id } })).toBe(1);
});
