import type { Socket } from "socket.io-client";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { makeTenant } from "@/tests/support/factories";
import { socketServerForTests } from "@/tests/support/socket-clients";

const server = socketServerForTests();

afterAll(() => server.close());

async function tenantWithSocket() {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const whatsapp = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id },
  });
  const { socket, events } = await server.connectWith(
    await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 }),
  );
  return { connection: { id: whatsapp.id, idGraf: tenant.idGraf }, events, socket };
}

test("a tenant's sockets get its message and ticket events; another tenant's sockets get none of them", async () => {
  const a = await tenantWithSocket();
  const b = await tenantWithSocket();
  await takeInProviderEvents(a.connection, [
    {
      type: "message",
      message: {
        id: "RT-1",
        chatId: "5511944443333",
        isGroup: false,
        fromMe: false,
        contact: { number: "5511944443333", name: "Rita" },
        kind: "conversation",
        body: "Segredo da empresa A",
        timestamp: new Date(),
        raw: {},
      },
    },
  ]);
  // Every socket has received what was emitted before the flush's marker.
  await server.flush();
  const idGraf = a.connection.idGraf;
  expect(a.events.map((e) => e.event)).toEqual(expect.arrayContaining([`appMessage-${idGraf}`, `ticket-${idGraf}`]));
  const created = a.events.find((e) => e.event === `appMessage-${idGraf}`)!.payload as {
    action: string;
    message: { body: string };
  };
  expect(created).toMatchObject({ action: "create", message: { body: "Segredo da empresa A" } });
  expect(
    a.events.some(
      (e) => e.event === `ticket-${idGraf}` && (e.payload as { action: string }).action === "newTicketIncoming",
    ),
  ).toBe(true);
  expect(b.events).toEqual([]);
});

test("a ticket's chat room is joined only by sockets whose user may see the ticket", async () => {
  const a = await tenantWithSocket();
  const b = await tenantWithSocket();
  await takeInProviderEvents(a.connection, [
    {
      type: "message",
      message: {
        id: "RT-2",
        chatId: "5511944442222",
        isGroup: false,
        fromMe: false,
        contact: { number: "5511944442222" },
        kind: "conversation",
        body: "Oi",
        timestamp: new Date(),
        raw: {},
      },
    },
  ]);
  const ticket = await prisma.ticket.findFirstOrThrow({ where: { idGraf: a.connection.idGraf } });
  const join = (socket: Socket, ticketId: unknown) =>
    socket.timeout(2000).emitWithAck("joinChatBox", ticketId) as Promise<boolean>;
  expect(await join(a.socket, ticket.id)).toBe(true);
  expect(await join(b.socket, ticket.id)).toBe(false);
  expect(await join(b.socket, "../1")).toBe(false);
});
