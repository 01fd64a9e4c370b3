import { GET as listMessages } from "@/app/api/messages/[id]/route";
import { DELETE as deleteTicket, PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { prisma } from "@/lib/db/client";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// Spec section 3: the connection's farewellMessage and a department's transferQueueMessage reach
// the contact through the durable send path, once, and show in the chat.
const pairedSimulator = liveSimulators();

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
  await prisma.whatsapp.update({
    where: { id: desk.whatsappId },
    data: { farewellMessage: "Obrigado pelo contato, {{name}}!" },
  });
  await prisma.queue.update({
    where: { id: desk.otherQueueId },
    data: { transferQueueMessage: "Você foi transferido para o financeiro." },
  });
});

async function openTicket(fields: { isGroup?: boolean } = {}) {
  const contact = await makeContact(desk.idGraf, { name: "Joana", ...fields });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
    queueId: desk.queueId,
  });
  return { ticket, number: contact.number };
}

const put = (ticketId: number, body: Record<string, unknown>) =>
  call(updateTicket, { method: "PUT", headers: desk.admin.headers, params: { id: String(ticketId) }, body });
const received = (number: string) =>
  simulator
    .outbox()
    .filter((sent) => sent.to === number)
    .map((sent) => sent.body);
const chatOf = async (ticketId: number) =>
  (
    (await call(listMessages, { headers: desk.admin.headers, params: { id: String(ticketId) } })).json.messages as {
      body: string;
      fromMe: boolean;
    }[]
  )
    .filter((message) => message.fromMe)
    .map((message) => message.body);

test("resolving a ticket sends the connection's farewell once, shown in its chat", async () => {
  const { ticket, number } = await openTicket();
  expect((await put(ticket.id, { status: "closed", userId: desk.admin.id })).status).toBe(200);
  // Resolving a resolved ticket again changes nothing.
  expect((await put(ticket.id, { status: "closed", userId: desk.admin.id })).status).toBe(200);
  await drainSends();
  expect(received(number)).toEqual(["Obrigado pelo contato, Joana!"]);
  expect(await chatOf(ticket.id)).toEqual(["Obrigado pelo contato, Joana!"]);
});

test("no farewell for a deleted ticket, a group, or a connection without one", async () => {
  const deleted = await openTicket();
  await call(deleteTicket, {
    method: "DELETE",
    headers: desk.admin.headers,
    params: { id: String(deleted.ticket.id) },
  });
  const group = await openTicket({ isGroup: true });
  await put(group.ticket.id, { status: "closed", userId: desk.admin.id });
  await prisma.whatsapp.update({ where: { id: desk.whatsappId }, data: { farewellMessage: "  " } });
  const blank = await openTicket();
  await put(blank.ticket.id, { status: "closed", userId: desk.admin.id });
  await drainSends();
  expect(simulator.outbox()).toEqual([]);
});

test("a transfer into a department sends its transfer message once; a transfer that stays in it sends none", async () => {
  const { ticket, number } = await openTicket();
  expect((await put(ticket.id, { status: "pending", queueId: desk.otherQueueId })).status).toBe(200);
  await put(ticket.id, { status: "open", userId: desk.admin.id });
  // Taken over within the same department, then moved back to the first one (which has no message).
  await put(ticket.id, { status: "pending", queueId: desk.otherQueueId });
  await put(ticket.id, { status: "pending", queueId: desk.queueId });
  await drainSends();
  expect(received(number)).toEqual(["Você foi transferido para o financeiro."]);
  expect(await chatOf(ticket.id)).toEqual(["Você foi transferido para o financeiro."]);
});
