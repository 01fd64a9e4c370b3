import type { Caller } from "@/lib/auth/caller";
import { assertOnWhatsapp } from "@/lib/connections/assert-on-whatsapp";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { deleteMessage } from "@/lib/messages/delete-message";
import { sendMessage } from "@/lib/messages/send-message";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { installSessionManager, SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { isSimulatorSession, type SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { makeTenant } from "@/tests/support/factories";
import { drainSends } from "@/tests/support/simulated-sends";

// Two processes of one deployment: the owner runs the connection's session and holds its lease;
// this suite's process holds none, so what messages and number checks ask of the connection's
// sender is carried to the owner (server/cluster/ carries it over the Socket.IO adapter).
const owner = new SessionManager(providers, takeInProviderEvents, {
  claim: async () => true,
  forward: async () => {
    throw new Error("the owner runs its sessions itself");
  },
  held: async () => [],
});
const here = new SessionManager(providers, takeInProviderEvents, {
  claim: async () => false,
  forward: (connectionId, call) => owner.handle(connectionId, call),
  held: async () => [],
});
beforeAll(() => installSessionManager(here));
afterAll(async () => {
  installSessionManager(undefined);
  await owner.stopAll();
});

const CONTACT = "5511977775555";
let caller: Caller;
let connection: { id: number; idGraf: number };
let simulator: SimulatorSession;

beforeEach(async () => {
  const tenant = await makeTenant();
  caller = {
    userId: tenant.admin.id,
    idGraf: tenant.idGraf,
    name: "Ana",
    email: tenant.admin.email,
    profile: "admin",
    canSeeAllTickets: true,
    queueIds: [],
  };
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  connection = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Sim", provider: "simulator", defaultQueueId: queue.id, isDefault: true },
    select: { id: true, idGraf: true },
  });
  await owner.start(connection.id);
  const session = owner.session(connection.id);
  if (!isSimulatorSession(session)) throw new Error("not a simulator");
  simulator = session;
  await simulator.scan();
});

test("a reply written where the session does not run reaches the contact through the owner, and is deleted there", async () => {
  expect(here.running()).toEqual([]);
  const received = await receiveMessage(connection, {
    id: `IN-${Date.now()}`,
    chatId: CONTACT,
    isGroup: false,
    fromMe: false,
    contact: { number: CONTACT },
    kind: "conversation",
    body: "Oi",
    timestamp: new Date(),
    raw: {},
  });
  await prisma.ticket.update({ where: { id: received!.ticketId }, data: { status: "open", userId: caller.userId } });

  const message = await sendMessage(caller, received!.ticketId, { body: "Bom dia!" });
  await drainSends();
  expect(simulator.outbox()).toEqual([
    expect.objectContaining({ id: message.providerMessageId, to: CONTACT, body: "Bom dia!", deleted: false }),
  ]);
  expect((await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).ack).toBe(1);

  await deleteMessage(caller, message.id);
  expect(simulator.outbox()).toEqual([expect.objectContaining({ id: message.providerMessageId, deleted: true })]);
});

test("a number check made where the session does not run is answered by the owner", async () => {
  simulator.markNotOnWhatsapp([CONTACT]);
  await expect(assertOnWhatsapp(connection, [{ number: CONTACT, path: "number" }])).rejects.toMatchObject({
    code: "ERR_WAPP_INVALID_CONTACT",
  });
  await expect(assertOnWhatsapp(connection, [{ number: "5511977774444", path: "number" }])).resolves.toBeUndefined();
});
