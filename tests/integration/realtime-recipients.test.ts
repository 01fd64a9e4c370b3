import { SignJWT } from "jose";
import { PUT as markAsRead } from "@/app/api/tickets/[id]/markAsRead/route";
import { PUT as markAsUnread } from "@/app/api/tickets/[id]/markAsUnread/route";
import { DELETE as removeTicket, PUT as updateTicket } from "@/app/api/tickets/[id]/route";
import { PUT as putSetting } from "@/app/api/settings/[key]/route";
import { DELETE as removeUser, PUT as updateUser } from "@/app/api/users/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { derivedKey } from "@/lib/auth/secret";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { downloadMediaJob } from "@/lib/inbound/download-media-job";
import { JobRunner } from "@/lib/jobs/job-runner";
import { mediaStore } from "@/lib/media/media-store";
import { applySessionEvent } from "@/lib/connections/apply-session-event";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { call } from "@/tests/support/factories";
import { seen, socketServerForTests, type Client } from "@/tests/support/socket-clients";
import { makeAttendant, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// Every realtime event reaches exactly the sockets whose user may read its data through REST:
// real Socket.IO clients against the real server, on a fresh database.

const server = socketServerForTests();
afterAll(() => server.close());

type Person = { id: number; headers: Record<string, string> };
const socketOf = async (user: { id: number }) =>
  server.connectWith(await signAccessToken({ userId: user.id, tokenVersion: 0 }));

/** Tenant A: admin, attendants of queue A and of queue B, one who sees all; tenant B: admin and attendant. */
async function scene() {
  const a = await makeDesk();
  const ana = await makeAttendant(a.idGraf, { queueIds: [a.queueId] });
  const bob = await makeAttendant(a.idGraf, { queueIds: [a.otherQueueId] });
  const seer = await makeAttendant(a.idGraf, { canSeeAllTickets: true });
  const b = await makeDesk();
  const foreigner = await makeAttendant(b.idGraf, { queueIds: [b.queueId] });
  const sockets = {
    admin: await socketOf(a.admin),
    ana: await socketOf(ana),
    bob: await socketOf(bob),
    seer: await socketOf(seer),
    otherAdmin: await socketOf(b.admin),
    foreigner: await socketOf(foreigner),
  };
  return { a, b, ana, bob, seer, sockets };
}
type Scene = Awaited<ReturnType<typeof scene>>;

/** What each socket of the scene got since `marks` (taken by `mark`). */
const mark = (s: Scene) => Object.fromEntries(Object.entries(s.sockets).map(([name, c]) => [name, c.events.length]));
const since = (s: Scene, marks: Record<string, number>) =>
  Object.fromEntries(Object.entries(s.sockets).map(([name, c]) => [name, seen(c, marks[name])]));

const byId = (id: number) => ({ params: { id: String(id) } });
const putTicket = (who: Person, id: number, body: Record<string, unknown>) =>
  call(updateTicket, { method: "PUT", headers: who.headers, body, ...byId(id) });

let seq = 0;
const inbound = (from: string, extra: Partial<InboundMessage> = {}): InboundMessage => ({
  id: `RR-${++seq}`,
  chatId: from,
  isGroup: false,
  fromMe: false,
  contact: { number: from, name: "Rita" },
  kind: "conversation",
  body: "Segredo",
  timestamp: new Date(),
  raw: {},
  ...extra,
});

/** Tenant A's connection, serving one queue (new tickets take it) or none. */
async function connectionOf(s: Scene, queueId: number | null) {
  if (queueId) await prisma.whatsappQueue.create({ data: { whatsappId: s.a.whatsappId, queueId } });
  return { id: s.a.whatsappId, idGraf: s.a.idGraf };
}

test("a ticket of queue B and its messages reach its admins, see-all users and queue B, never queue A or another tenant", async () => {
  const s = await scene();
  const idGraf = s.a.idGraf;
  const connection = await connectionOf(s, s.a.otherQueueId);
  const permitted = ["admin", "bob", "seer"];

  let marks = mark(s);
  const stagedKey = await mediaStore().put(idGraf, Buffer.from("jpg"), "image/jpeg");
  const photo = {
    kind: "image",
    body: "",
    media: { mimetype: "image/jpeg" },
    raw: { simulator: { media: { stagedKey } } },
  } as const;
  await takeInProviderEvents(connection, [{ type: "message", message: inbound("5511900000001", photo) }]);
  await new JobRunner([downloadMediaJob]).drain();
  await server.flush();
  let got = since(s, marks);
  for (const name of permitted) {
    expect(got[name]).toEqual(
      expect.arrayContaining([
        `appMessage-${idGraf} create`,
        `ticket-${idGraf} newTicketIncoming`,
        `appMessage-${idGraf} update`,
        "downloadedMedia",
      ]),
    );
    expect(got[name].filter((event) => event.startsWith(`ticket-${idGraf} `))).toEqual([
      `ticket-${idGraf} newTicketIncoming`,
    ]);
  }
  expect([got.ana, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);
  const ticket = await prisma.ticket.findFirstOrThrow({ where: { idGraf } });
  const media = s.sockets.bob.events.find((e) => e.event === "downloadedMedia")!.payload as {
    message: { ticketId: number; mediaUrl: string };
  };
  expect(media.message).toMatchObject({ ticketId: ticket.id });
  expect(media.message.mediaUrl).toMatch(/\/download-file\//);

  // A later message of the ticket is one event, which carries the ticket the lists move.
  marks = mark(s);
  await takeInProviderEvents(connection, [
    { type: "message", message: inbound("5511900000001", { body: "Mais uma" }) },
  ]);
  await server.flush();
  got = since(s, marks);
  for (const name of permitted) expect(got[name]).toEqual([`appMessage-${idGraf} create`]);
  expect(s.sockets.bob.events.at(-1)!.payload).toMatchObject({
    ticket: { id: ticket.id, lastMessage: "Mais uma", unreadMessages: 2 },
  });
  expect([got.ana, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);

  marks = mark(s);
  expect((await call(markAsUnread, { method: "PUT", headers: s.a.admin.headers, ...byId(ticket.id) })).status).toBe(
    200,
  );
  await server.flush();
  got = since(s, marks);
  for (const name of permitted) expect(got[name]).toContain(`ticket-updated-${idGraf} updateToUnread`);
  expect([got.ana, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);

  // Bob accepts: it is new on the open list of those who may see it, and now Bob's own.
  marks = mark(s);
  expect((await putTicket(s.bob, ticket.id, { status: "open", userId: s.bob.id })).status).toBe(200);
  await server.flush();
  got = since(s, marks);
  for (const name of permitted)
    expect(got[name]).toEqual(expect.arrayContaining([`ticket-${idGraf} update`, `ticket-open-${idGraf} new`]));
  expect(got.bob).toContain(`ticket-${s.bob.id} update`);
  expect([got.ana, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);

  marks = mark(s);
  expect((await call(markAsRead, { method: "PUT", headers: s.bob.headers, ...byId(ticket.id) })).status).toBe(200);
  await server.flush();
  got = since(s, marks);
  for (const name of permitted) expect(got[name]).toEqual(expect.arrayContaining([`ticket-open-${idGraf} update`]));
  expect([got.ana, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);

  marks = mark(s);
  expect((await call(removeTicket, { method: "DELETE", headers: s.a.admin.headers, ...byId(ticket.id) })).status).toBe(
    200,
  );
  await server.flush();
  got = since(s, marks);
  for (const name of permitted) expect(got[name]).toContain(`ticket-${idGraf} delete`);
  expect([got.ana, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);
});

test("an attendant of queue A gets nothing of a ticket of queue B until it is transferred to A; then those who lost it drop it", async () => {
  const s = await scene();
  const idGraf = s.a.idGraf;
  const connection = await connectionOf(s, s.a.otherQueueId);
  await takeInProviderEvents(connection, [{ type: "message", message: inbound("5511900000002") }]);
  await server.flush();
  expect(s.sockets.ana.events).toEqual([]);
  const ticket = await prisma.ticket.findFirstOrThrow({ where: { idGraf } });

  let marks = mark(s);
  expect((await putTicket(s.a.admin, ticket.id, { status: "pending", queueId: s.a.queueId })).status).toBe(200);
  await server.flush();
  let got = since(s, marks);
  expect(got.ana).toEqual([`ticket-${idGraf} update`, `ticket-updated-${idGraf} transferTicket`]);
  expect(got.bob).toEqual([`ticket-${idGraf} delete`]);
  expect(got.admin).toEqual([`ticket-${idGraf} update`, `ticket-updated-${idGraf} transferTicket`]);
  expect([got.otherAdmin, got.foreigner]).toEqual([[], []]);

  // The contact writes again: Ana gets the message, Bob no longer does.
  marks = mark(s);
  await takeInProviderEvents(connection, [
    { type: "message", message: inbound("5511900000002", { body: "Ainda aí?" }) },
  ]);
  await server.flush();
  got = since(s, marks);
  expect(got.ana).toContain(`appMessage-${idGraf} create`);
  expect([got.bob, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);

  // Transferred to Bob himself: Ana loses it, Bob gets it new on his open list.
  marks = mark(s);
  expect((await putTicket(s.ana, ticket.id, { status: "open", userId: s.bob.id })).status).toBe(200);
  await server.flush();
  got = since(s, marks);
  expect(got.ana).toEqual([`ticket-${idGraf} delete`]);
  expect(got.bob).toEqual(
    expect.arrayContaining([
      `ticket-open-${idGraf} new`,
      `ticket-updated-${idGraf} transferTicket`,
      `ticket-updated-${s.bob.id} transferTicket`,
    ]),
  );
  expect([got.otherAdmin, got.foreigner]).toEqual([[], []]);
});

test("a closed ticket reopened by its contact leaves the closed list of the user who had it, and their view when they may not see it pending", async () => {
  const s = await scene();
  const idGraf = s.a.idGraf;
  const connection = await connectionOf(s, s.a.queueId);
  const contact = await prisma.contact.create({ data: { idGraf, name: "Rita", number: "5511900000009" } });
  // Bob (queue B) resolved a ticket of queue A a moment ago.
  const closed = await makeTicket(idGraf, {
    whatsappId: s.a.whatsappId,
    contactId: contact.id,
    status: "closed",
    userId: s.bob.id,
    queueId: s.a.queueId,
  });
  await prisma.ticket.update({ where: { id: closed.id }, data: { closedAt: new Date() } });

  let marks = mark(s);
  await takeInProviderEvents(connection, [{ type: "message", message: inbound("5511900000009", { body: "Voltei" }) }]);
  await server.flush();
  let got = since(s, marks);
  expect(
    await prisma.ticket.findUniqueOrThrow({ where: { id: closed.id }, select: { status: true, userId: true } }),
  ).toEqual({ status: "pending", userId: null });
  expect(got.bob).toEqual([`ticket-${idGraf} delete`, `ticket-closed-${s.bob.id} delete`]);
  expect(s.sockets.bob.events.at(-1)!.payload).toEqual({ action: "delete", ticketId: closed.id });
  expect(got.ana).toEqual(
    expect.arrayContaining([`appMessage-${idGraf} create`, `ticket-${idGraf} newTicketIncoming`]),
  );
  expect(got.ana).not.toContain(`ticket-${idGraf} delete`);
  expect([got.otherAdmin, got.foreigner]).toEqual([[], []]);

  // Ana takes it: Bob, who no longer had it, hears nothing of it.
  marks = mark(s);
  expect((await putTicket(s.ana, closed.id, { status: "open", userId: s.ana.id })).status).toBe(200);
  await server.flush();
  got = since(s, marks);
  expect(got.ana).toEqual(expect.arrayContaining([`ticket-open-${idGraf} new`, `ticket-${s.ana.id} update`]));
  expect([got.bob, got.otherAdmin, got.foreigner]).toEqual([[], [], []]);
});

test("a reopened ticket its previous user may still see pending stays in their view: no removal reaches them", async () => {
  const s = await scene();
  const idGraf = s.a.idGraf;
  const connection = await connectionOf(s, s.a.queueId);
  const contact = await prisma.contact.create({ data: { idGraf, name: "Rita", number: "5511900000010" } });
  const closed = await makeTicket(idGraf, {
    whatsappId: s.a.whatsappId,
    contactId: contact.id,
    status: "closed",
    userId: s.ana.id,
    queueId: s.a.queueId,
  });
  await prisma.ticket.update({ where: { id: closed.id }, data: { closedAt: new Date() } });

  const marks = mark(s);
  await takeInProviderEvents(connection, [{ type: "message", message: inbound("5511900000010", { body: "Voltei" }) }]);
  await server.flush();
  const got = since(s, marks);
  expect(got.ana).toEqual(expect.arrayContaining([`ticket-${idGraf} newTicketIncoming`]));
  expect(got.ana).not.toContain(`ticket-${idGraf} delete`);
  expect(got.bob).toEqual([]);
});

test("a pending ticket without a queue reaches everyone of its tenant only", async () => {
  const s = await scene();
  const connection = await connectionOf(s, null);
  await takeInProviderEvents(connection, [{ type: "message", message: inbound("5511900000003") }]);
  await server.flush();
  for (const name of ["admin", "ana", "bob", "seer"] as const)
    expect(seen(s.sockets[name])).toContain(`ticket-${s.a.idGraf} newTicketIncoming`);
  expect([s.sockets.otherAdmin.events, s.sockets.foreigner.events]).toEqual([[], []]);
});

test("sessions and settings reach the tenant's admins (and the QR-less status the attendant tied to the connection); queues and users the whole tenant", async () => {
  const s = await scene();
  const idGraf = s.a.idGraf;
  await prisma.user.update({ where: { id: s.ana.id }, data: { whatsappId: s.a.whatsappId } });

  let marks = mark(s);
  await applySessionEvent({ id: s.a.whatsappId, idGraf }, { type: "qr", qr: "2@secret-qr" });
  const setting = await call(putSetting, {
    method: "PUT",
    headers: s.a.admin.headers,
    body: { value: "enabled" },
    params: { key: "call" },
  });
  expect(setting.status).toBe(200);
  await server.flush();
  let got = since(s, marks);
  expect(got.admin).toEqual([`whatsappSession-${idGraf} update`, "settings update"]);
  expect(got.ana).toEqual([`whatsappSession-${s.ana.id} update`]);
  expect(s.sockets.ana.events.at(-1)!.payload).toMatchObject({ session: { id: s.a.whatsappId, qrcode: null } });
  expect([got.bob, got.seer, got.otherAdmin, got.foreigner]).toEqual([[], [], [], []]);

  marks = mark(s);
  await dispatch([{ type: "queue.saved", idGraf, queueId: s.a.queueId }]);
  expect(
    (
      await call(updateUser, {
        method: "PUT",
        headers: s.a.admin.headers,
        body: { name: "Bob Renamed" },
        ...byId(s.bob.id),
      })
    ).status,
  ).toBe(200);
  await server.flush();
  got = since(s, marks);
  for (const name of ["admin", "ana", "bob", "seer"])
    expect(got[name]).toEqual([`queue-${idGraf} update`, "user update"]);
  expect([got.otherAdmin, got.foreigner]).toEqual([[], []]);
});

test("webhook deliveries and the endpoints the server disabled reach the tenant's admins only, without secrets or bodies", async () => {
  const s = await scene();
  const idGraf = s.a.idGraf;
  const endpoint = await prisma.webhookEndpoint.create({
    data: {
      id: `endpoint-${Date.now()}`,
      idGraf,
      url: "https://erp.example/hook",
      events: ["message.received"],
      secret: "whsec_secret",
      enabled: false,
      disabledReason: "The receiver answered 410 Gone",
    },
  });
  const delivery = await prisma.webhookDelivery.create({
    data: { endpointId: endpoint.id, idGraf, eventType: "ping", webhookId: "msg_1", payload: { secret: "body" } },
  });

  const marks = mark(s);
  await dispatch([
    { type: "webhook.endpointDisabled", idGraf, endpointId: endpoint.id },
    { type: "webhook.deliveryChanged", idGraf, deliveryId: String(delivery.id) },
  ]);
  await server.flush();
  const got = since(s, marks);
  expect(got.admin).toEqual([`webhookEndpoint-${idGraf} update`, `webhookDelivery-${idGraf} update`]);
  expect([got.ana, got.bob, got.seer, got.otherAdmin, got.foreigner]).toEqual([[], [], [], [], []]);
  const [endpointEvent, deliveryEvent] = s.sockets.admin.events.slice(-2).map((event) => event.payload);
  expect(endpointEvent).toMatchObject({
    endpoint: { id: endpoint.id, disabledReason: "The receiver answered 410 Gone" },
  });
  expect(JSON.stringify(endpointEvent)).not.toContain("whsec_");
  expect(deliveryEvent).toMatchObject({
    delivery: { id: String(delivery.id), endpointId: endpoint.id, status: "pending" },
  });
  expect(JSON.stringify(deliveryEvent)).not.toContain("body");
});

test("changing an attendant's queues moves their open socket at once", async () => {
  const s = await scene();
  expect(
    (
      await call(updateUser, {
        method: "PUT",
        headers: s.a.admin.headers,
        body: { queueIds: [s.a.otherQueueId] },
        ...byId(s.ana.id),
      })
    ).status,
  ).toBe(200);
  await server.flush();
  const marks = mark(s);
  await makeTicket(s.a.idGraf, { whatsappId: s.a.whatsappId, status: "pending", queueId: s.a.queueId }).then((t) =>
    call(markAsUnread, { method: "PUT", headers: s.a.admin.headers, ...byId(t.id) }),
  );
  const inB = await makeTicket(s.a.idGraf, {
    whatsappId: s.a.whatsappId,
    status: "pending",
    queueId: s.a.otherQueueId,
  });
  await call(markAsUnread, { method: "PUT", headers: s.a.admin.headers, ...byId(inB.id) });
  await server.flush();
  const got = since(s, marks);
  expect(s.sockets.ana.socket.connected).toBe(true);
  expect(got.ana).toEqual([`ticket-updated-${s.a.idGraf} updateToUnread`]);
  expect((s.sockets.ana.events.at(-1)!.payload as { ticket: { id: number } }).ticket.id).toBe(inB.id);
});

async function disconnection(client: Client) {
  return new Promise<string>((resolve) => client.socket.once("disconnect", (reason) => resolve(reason)));
}

test("a deactivated or deleted user's open socket is told ERR_SESSION_EXPIRED and stops at once", async () => {
  const s = await scene();
  const anaGone = disconnection(s.sockets.ana);
  expect(
    (await call(updateUser, { method: "PUT", headers: s.a.admin.headers, body: { status: false }, ...byId(s.ana.id) }))
      .status,
  ).toBe(200);
  expect(await anaGone).toBe("io server disconnect");
  expect(s.sockets.ana.events.at(-1)).toEqual({ event: "sessionExpired", payload: { error: "ERR_SESSION_EXPIRED" } });
  const before = s.sockets.ana.events.length;
  await makeTicket(s.a.idGraf, { whatsappId: s.a.whatsappId, status: "pending", queueId: s.a.queueId }).then((t) =>
    call(markAsUnread, { method: "PUT", headers: s.a.admin.headers, ...byId(t.id) }),
  );
  await server.flush();
  expect(s.sockets.ana.events.length).toBe(before);
  await expect(socketOf(s.ana)).rejects.toThrow("ERR_SESSION_EXPIRED");

  const bobGone = disconnection(s.sockets.bob);
  expect((await call(removeUser, { method: "DELETE", headers: s.a.admin.headers, ...byId(s.bob.id) })).status).toBe(
    200,
  );
  expect(await bobGone).toBe("io server disconnect");
});

test("a socket whose access token expires is disconnected; an expired token is refused", async () => {
  const s = await scene();
  const token = (secondsLeft: number) =>
    new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(s.ana.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) + secondsLeft)
      .sign(derivedKey("access-token"));
  const client = await server.connectWith(await token(2));
  const gone = disconnection(client);
  expect(await gone).toBe("io server disconnect");
  expect(client.events.at(-1)?.event).toBe("sessionExpired");
  await expect(server.connectWith(await token(-5))).rejects.toThrow("ERR_SESSION_EXPIRED");
});
