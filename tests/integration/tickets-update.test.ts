import { POST as syncTags } from "@/app/api/tags/sync/route";
import { PUT as markAsRead } from "@/app/api/tickets/[id]/markAsRead/route";
import { PUT as markAsUnread } from "@/app/api/tickets/[id]/markAsUnread/route";
import { DELETE as remove, GET as show, PUT as update } from "@/app/api/tickets/[id]/route";
import { prisma } from "@/lib/db/client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { seeAllRoom, tenantRoom, userRoom } from "@/lib/realtime/rooms";
import { call } from "@/tests/support/factories";
import { recordingIo, type Emitted as Recorded } from "@/tests/support/recording-io";
import {
  makeAttendant,
  makeConnection,
  makeDesk,
  makeMessage,
  makeTag,
  makeTicket,
} from "@/tests/support/ticket-factories";

type Headers = Record<string, string>;
type Emitted = Recorded<{ action: string; ticket?: { id: number; status: string }; ticketId?: number }>;

let emitted: Emitted[];
let desk: Awaited<ReturnType<typeof makeDesk>>;
let ana: { id: number; headers: Headers };
let bob: { id: number; headers: Headers };

beforeAll(() => {
  setSocketServer(recordingIo<Emitted["payload"]>((e) => emitted.push(e)));
});
afterAll(() => setSocketServer(undefined));

beforeEach(async () => {
  desk = await makeDesk();
  ana = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  bob = await makeAttendant(desk.idGraf, { queueIds: [desk.otherQueueId] });
  emitted = [];
});

const byId = (id: number) => ({ params: { id: String(id) } });
const put = (headers: Headers, id: number, body: Record<string, unknown>) =>
  call(update, { method: "PUT", headers, body, ...byId(id) });
const ticket = (data: Partial<Parameters<typeof makeTicket>[1]> = {}) =>
  makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "pending", queueId: desk.queueId, ...data });
const stored = (id: number) => prisma.ticket.findUniqueOrThrow({ where: { id } });
const channelsOf = () => emitted.map((e) => `${e.channel} ${e.payload.action}`);

describe("transitions", () => {
  it("accept: a pending ticket becomes open with the caller and the chosen queue", async () => {
    const pending = await ticket({ queueId: null });
    const res = await put(ana.headers, pending.id, { status: "open", userId: ana.id, queueId: desk.queueId });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "open", userId: ana.id, user: { id: ana.id }, queueId: desk.queueId });
    // To those who may see it now; the tenant, who saw it waiting without a queue, drops it.
    expect(emitted[0].rooms).toEqual([seeAllRoom(desk.idGraf), userRoom(ana.id)]);
    expect(channelsOf()).toEqual([
      `ticket-${desk.idGraf} update`,
      `ticket-open-${desk.idGraf} new`,
      `ticket-${ana.id} update`,
      `ticket-${desk.idGraf} delete`,
    ]);
    expect(emitted.at(-1)).toMatchObject({
      rooms: [tenantRoom(desk.idGraf)],
      except: [seeAllRoom(desk.idGraf), userRoom(ana.id)],
    });
  });

  it("transfer to a queue: pending without a user, announced as a transfer; the former attendant no longer sees it", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    const res = await put(ana.headers, open.id, { status: "pending", userId: null, queueId: desk.otherQueueId });
    expect(res.json).toMatchObject({ status: "pending", userId: null, queueId: desk.otherQueueId });
    expect(channelsOf()).toEqual([
      `ticket-${desk.idGraf} update`,
      `ticket-${desk.idGraf} delete`,
      `ticket-${ana.id} delete`,
      `ticket-updated-${desk.idGraf} transferTicket`,
    ]);
    expect(emitted[1]).toMatchObject({
      rooms: [userRoom(ana.id)],
      except: [seeAllRoom(desk.idGraf), `queue:${desk.otherQueueId}`],
    });
    expect((await call(show, { headers: ana.headers, ...byId(open.id) })).status).toBe(404);
    expect((await call(show, { headers: bob.headers, ...byId(open.id) })).status).toBe(200);
  });

  it("transfer to a user: open with that user; a transfer that changes nothing is not announced", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    const res = await put(ana.headers, open.id, { status: "open", userId: bob.id, queueId: desk.otherQueueId });
    expect(res.json).toMatchObject({ status: "open", userId: bob.id, queueId: desk.otherQueueId });
    expect(channelsOf()).toContain(`ticket-updated-${desk.idGraf} transferTicket`);
    const again = await put(bob.headers, open.id, { status: "open", userId: bob.id, queueId: desk.otherQueueId });
    expect(again.status).toBe(200);
    expect(
      emitted.filter((e) => e.payload.action === "transferTicket" && e.rooms.includes(seeAllRoom(desk.idGraf))),
    ).toHaveLength(1);
  });

  it("return to pending: no user, same queue, not a transfer", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    const res = await put(ana.headers, open.id, { status: "pending", userId: null });
    expect(res.json).toMatchObject({ status: "pending", userId: null, queueId: desk.queueId });
    expect(channelsOf()).toEqual([
      `ticket-${desk.idGraf} update`,
      `ticket-${desk.idGraf} delete`,
      `ticket-${ana.id} delete`,
    ]);
  });

  it("resolve: closed with the resolver's id and the time; reopening clears it", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    const res = await call(update, {
      method: "PUT",
      headers: desk.admin.headers,
      body: { status: "closed", userId: ana.id },
      ...byId(open.id),
    });
    expect(res.json).toMatchObject({ status: "closed", userId: desk.admin.id });
    expect((await stored(open.id)).closedAt).toBeInstanceOf(Date);

    const reopened = await call(update, {
      method: "PUT",
      headers: desk.admin.headers,
      body: { status: "open" },
      ...byId(open.id),
    });
    expect(reopened.json).toMatchObject({ status: "open", userId: desk.admin.id, queueId: desk.queueId });
    expect((await stored(open.id)).closedAt).toBeNull();
  });

  it("reopening where the contact already has a ticket in progress on that connection is ERR_OTHER_OPEN_TICKET", async () => {
    const closed = await ticket({ status: "closed", userId: ana.id });
    await ticket({ contactId: closed.contactId });
    const res = await put(ana.headers, closed.id, { status: "open" });
    expect(res).toMatchObject({ status: 409, json: { error: "ERR_OTHER_OPEN_TICKET" } });
    expect((await stored(closed.id)).status).toBe("closed");
    expect(emitted).toEqual([]);
  });

  it("two attendants accepting at once: the first gets it, the second is told who has it (409)", async () => {
    const carla = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
    await prisma.user.update({ where: { id: carla.id }, data: { name: "Carla" } });
    await prisma.user.update({ where: { id: ana.id }, data: { name: "Ana" } });
    const pending = await ticket();
    const answers = await Promise.all(
      [ana, carla].map((who) => put(who.headers, pending.id, { status: "open", queueId: desk.queueId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.json.user;
    const loser = answers.find((a) => a.status === 409)!.json;
    expect(loser).toMatchObject({
      error: "ERR_TICKET_ACCEPTED_BY_OTHER",
      details: { userId: winner.id, user: winner.name },
    });
    expect((await stored(pending.id)).userId).toBe(winner.id);
  });

  it("an admin's accept does not take an open ticket from its attendant; only a transfer does", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    const accept = await put(desk.admin.headers, open.id, {
      status: "open",
      userId: desk.admin.id,
      queueId: desk.queueId,
    });
    expect(accept).toMatchObject({
      status: 409,
      json: { error: "ERR_TICKET_ACCEPTED_BY_OTHER", details: { userId: ana.id } },
    });
    expect((await stored(open.id)).userId).toBe(ana.id);
    const transfer = await put(desk.admin.headers, open.id, {
      status: "open",
      userId: desk.admin.id,
      queueId: desk.queueId,
      transfer: true,
    });
    expect(transfer).toMatchObject({ status: 200, json: { userId: desk.admin.id } });
  });

  it("an attendant who could never see the ticket waiting learns nothing about it", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    expect(await put(bob.headers, open.id, { status: "open", queueId: desk.otherQueueId })).toMatchObject({
      status: 404,
      json: { error: "ERR_NO_TICKET_FOUND" },
    });
  });
});

describe("fields and rules", () => {
  it("sets unread fields and moves the ticket to another connection of the tenant; isSelected is ignored", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    const other = await makeConnection(desk.idGraf);
    const res = await put(ana.headers, open.id, {
      unreadMessages: 4,
      unread: true,
      isSelected: true,
      whatsappId: other.id,
    });
    expect(res.json).toMatchObject({
      status: "open",
      unreadMessages: 4,
      unread: true,
      whatsappId: other.id,
      whatsapp: { id: other.id },
    });
    const stranger = await makeDesk();
    const foreign = await put(ana.headers, open.id, { whatsappId: stranger.whatsappId });
    expect(foreign).toMatchObject({ status: 404, json: { error: "ERR_NO_WAPP_FOUND" } });
  });

  it("a profile without ticket-options permissions may neither move a ticket's connection nor delete it", async () => {
    const guest = await makeAttendant(desk.idGraf, { profile: "guest" });
    const own = await ticket({ status: "open", userId: guest.id });
    expect((await put(guest.headers, own.id, { whatsappId: desk.whatsappId })).json.error).toBe("ERR_NO_PERMISSION");
    expect((await call(remove, { method: "DELETE", headers: guest.headers, ...byId(own.id) })).json.error).toBe(
      "ERR_NO_PERMISSION",
    );
  });

  it("refuses inconsistent bodies and targets outside the tenant or inactive", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    expect((await put(ana.headers, open.id, { userId: bob.id })).json.details).toEqual([
      { path: "status", message: "required" },
    ]);
    expect((await put(ana.headers, open.id, { status: "open", userId: null })).json.details).toEqual([
      { path: "userId", message: "required" },
    ]);
    expect((await put(ana.headers, open.id, { status: "pending", userId: bob.id })).json.details).toEqual([
      { path: "userId", message: "mustBeEmpty" },
    ]);
    const stranger = await makeDesk();
    expect((await put(ana.headers, open.id, { status: "pending", queueId: stranger.queueId })).status).toBe(404);
    expect((await put(ana.headers, open.id, { status: "open", userId: stranger.admin.id })).json.error).toBe(
      "ERR_NO_USER_FOUND",
    );
    await prisma.user.update({ where: { id: bob.id }, data: { status: false } });
    expect((await put(ana.headers, open.id, { status: "open", userId: bob.id })).json.error).toBe("ERR_NO_USER_FOUND");
    expect(await stored(open.id)).toMatchObject({ status: "open", userId: ana.id, queueId: desk.queueId });
  });

  it("a ticket the caller may not see cannot be changed", async () => {
    const bobs = await ticket({ status: "open", userId: bob.id });
    expect((await put(ana.headers, bobs.id, { status: "closed" })).json.error).toBe("ERR_NO_TICKET_FOUND");
    expect((await call(markAsRead, { method: "PUT", headers: ana.headers, ...byId(bobs.id) })).status).toBe(404);
    expect((await call(remove, { method: "DELETE", headers: ana.headers, ...byId(bobs.id) })).status).toBe(404);
    expect((await stored(bobs.id)).status).toBe("open");
  });
});

describe("read state", () => {
  it("markAsRead clears the counters, markAsUnread sets unread; neither moves the ticket in the lists", async () => {
    const open = await ticket({
      status: "open",
      userId: ana.id,
      unreadMessages: 3,
      unread: true,
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const read = await call(markAsRead, {
      method: "PUT",
      headers: ana.headers,
      body: { unreadMessages: 0, unread: false },
      ...byId(open.id),
    });
    expect(read.json).toMatchObject({ unreadMessages: 0, unread: false, updatedAt: "2026-01-01T00:00:00.000Z" });
    expect(channelsOf()).toEqual([
      `ticket-${desk.idGraf} update`,
      `ticket-open-${desk.idGraf} update`,
      `ticket-${ana.id} update`,
    ]);

    emitted = [];
    const unread = await call(markAsUnread, { method: "PUT", headers: ana.headers, ...byId(open.id) });
    expect(unread.json).toMatchObject({ unreadMessages: 0, unread: true, updatedAt: "2026-01-01T00:00:00.000Z" });
    expect(JSON.parse(JSON.stringify(emitted))).toEqual([
      {
        rooms: [seeAllRoom(desk.idGraf), userRoom(ana.id)],
        except: [],
        channel: `ticket-updated-${desk.idGraf}`,
        payload: { action: "updateToUnread", ticket: unread.json },
      },
      {
        rooms: [userRoom(ana.id)],
        except: [],
        channel: `ticket-updated-${ana.id}`,
        payload: { action: "updateToUnread", ticket: unread.json },
      },
    ]);
  });
});

describe("delete", () => {
  it("removes the ticket and its messages and announces it", async () => {
    const open = await ticket({ status: "open", userId: ana.id });
    await makeMessage(open, { body: "hello" });
    const res = await call(remove, { method: "DELETE", headers: ana.headers, ...byId(open.id) });
    expect(res.status).toBe(200);
    const removal = { action: "delete", ticketId: open.id };
    expect(emitted).toEqual([
      {
        rooms: [seeAllRoom(desk.idGraf), userRoom(ana.id)],
        except: [],
        channel: `ticket-${desk.idGraf}`,
        payload: removal,
      },
      { rooms: [userRoom(ana.id)], except: [], channel: `ticket-${ana.id}`, payload: removal },
    ]);
    expect(await prisma.message.count({ where: { ticketId: open.id } })).toBe(0);
    expect((await call(show, { headers: ana.headers, ...byId(open.id) })).status).toBe(404);
  });
});

describe("POST /api/tags/sync", () => {
  it("replaces the ticket's tags with tags of the tenant, by ids or objects; another tenant's tag is not found", async () => {
    const [a, b, c] = await Promise.all(["Alpha", "Beta", "Gamma"].map((name) => makeTag(desk.idGraf, name)));
    const open = await ticket({
      status: "open",
      userId: ana.id,
      tagIds: [a.id],
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const sync = (tags: unknown) =>
      call(syncTags, { method: "POST", headers: ana.headers, body: { ticketId: open.id, tags } });

    const res = await sync([{ id: c.id }, { id: b.id }]);
    expect(res.json).toMatchObject({
      id: open.id,
      tags: [
        { id: b.id, name: "Beta" },
        { id: c.id, name: "Gamma" },
      ],
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(channelsOf()[0]).toBe(`ticket-${desk.idGraf} update`);

    const foreign = await makeTag((await makeDesk()).idGraf);
    expect((await sync([a.id, foreign.id])).status).toBe(404);
    expect((await sync([a.id])).json.tags).toEqual([{ id: a.id, name: "Alpha", color: "#16a34a" }]);
    expect((await sync([])).json.tags).toEqual([]);
  });
});
