import { GET as countTickets } from "@/app/api/getCountTickets/[withoutQueue]/[showAll]/[userId]/route";
import { GET as closedTickets } from "@/app/api/getClosedTickets/route";
import { GET as listByStatus } from "@/app/api/listTicketsByStatus/[status]/route";
import { GET as getTicket } from "@/app/api/tickets/[id]/route";
import { GET as dashboard } from "@/app/api/tickets/dashboard/route";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { dayIn } from "@/lib/utils/zoned-day";
import { call } from "@/tests/support/factories";
import { makeAttendant, makeContact, makeDesk, makeTag, makeTicket } from "@/tests/support/ticket-factories";

type Headers = Record<string, string>;
type Ticket = { id: number };

let desk: Awaited<ReturnType<typeof makeDesk>>;
let ana: { id: number; headers: Headers };
let bob: { id: number; headers: Headers };
let carla: { id: number; headers: Headers };
let vip: { id: number };
const label = new Map<number, string>();
const idOf = (name: string) => [...label].find(([, value]) => value === name)![0];

// Ana and Bob serve one queue each; Carla, in Ana's queue, may see all tickets. Each ticket is
// named by what it is; updatedAt grows in the order they are listed here.
beforeAll(async () => {
  desk = await makeDesk();
  const { idGraf, queueId: q, otherQueueId: other, whatsappId } = desk;
  ana = await makeAttendant(idGraf, { queueIds: [q] });
  bob = await makeAttendant(idGraf, { queueIds: [other] });
  carla = await makeAttendant(idGraf, { queueIds: [q], canSeeAllTickets: true });
  vip = await makeTag(idGraf, "VIP");
  const zelda = await makeContact(idGraf, { name: "Zelda Ramos", number: "5511987650000" });
  const rows: [string, Parameters<typeof makeTicket>[1]][] = [
    ["pendingQ", { whatsappId, status: "pending", queueId: q, tagIds: [vip.id], contactId: zelda.id }],
    ["pendingOther", { whatsappId, status: "pending", queueId: other }],
    ["pendingNoQueue", { whatsappId, status: "pending", queueId: null, unreadMessages: 2 }],
    ["openAnaQ", { whatsappId, status: "open", userId: ana.id, queueId: q }],
    ["openBobOther", { whatsappId, status: "open", userId: bob.id, queueId: other }],
    ["openBobQ", { whatsappId, status: "open", userId: bob.id, queueId: q }],
    ["closedAnaOther", { whatsappId, status: "closed", userId: ana.id, queueId: other }],
    ["closedBobQ", { whatsappId, status: "closed", userId: bob.id, queueId: q }],
    ["openNobodyQ", { whatsappId, status: "open", userId: null, queueId: q }],
    ["openAnaOther", { whatsappId, status: "open", userId: ana.id, queueId: other, unread: true }],
  ];
  const base = Date.parse("2026-03-02T12:00:00Z");
  for (const [i, [name, data]] of rows.entries()) {
    const ticket = await makeTicket(idGraf, { ...data, updatedAt: new Date(base + i * 60_000) });
    label.set(ticket.id, name);
  }
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function listed(headers: Headers, status: string, params: Record<string, string> = {}) {
  const res = await call(listByStatus, {
    headers,
    path: `/api/listTicketsByStatus/${status}?${query(params)}`,
    params: { status },
  });
  expect(res.status).toBe(200);
  return (res.json.tickets as Ticket[]).map((t) => label.get(t.id));
}

async function tabs(headers: Headers, params: Record<string, string> = {}) {
  return {
    pending: await listed(headers, "pending", params),
    open: await listed(headers, "open", params),
    closed: await listed(headers, "closed", params),
  };
}

describe("visibility", () => {
  it("an attendant sees tickets assigned to them, and pending tickets of their queues or without one; 'all' changes nothing", async () => {
    const own = {
      pending: ["pendingNoQueue", "pendingQ"],
      open: ["openAnaOther", "openAnaQ"],
      closed: ["closedAnaOther"],
    };
    expect(await tabs(ana.headers)).toEqual(own);
    expect(await tabs(ana.headers, { visibility: "all" })).toEqual(own);
  });

  it("a user with canSeeAllTickets sees the whole tenant with 'all' and the own scope with 'me'; open lists only served tickets", async () => {
    expect(await tabs(carla.headers, { visibility: "all" })).toEqual({
      pending: ["pendingNoQueue", "pendingOther", "pendingQ"],
      open: ["openAnaOther", "openBobQ", "openBobOther", "openAnaQ"],
      closed: ["closedBobQ", "closedAnaOther"],
    });
    expect(await tabs(carla.headers)).toEqual({ pending: ["pendingNoQueue", "pendingQ"], open: [], closed: [] });
  });

  it("an admin in no queue sees only tickets without a queue with 'me', everything with 'all'", async () => {
    expect(await tabs(desk.admin.headers)).toEqual({ pending: ["pendingNoQueue"], open: [], closed: [] });
    expect((await tabs(desk.admin.headers, { visibility: "all" })).pending).toHaveLength(3);
  });

  it("a single ticket follows the same policy; an invisible one is not found", async () => {
    const read = (headers: Headers, name: string) => call(getTicket, { headers, params: { id: String(idOf(name)) } });
    for (const name of ["pendingQ", "pendingNoQueue", "openAnaOther", "closedAnaOther"])
      expect((await read(ana.headers, name)).status).toBe(200);
    for (const name of ["pendingOther", "openBobQ", "closedBobQ", "openNobodyQ"]) {
      expect((await read(ana.headers, name)).json).toMatchObject({ error: "ERR_NO_TICKET_FOUND" });
    }
    expect((await read(carla.headers, "openBobOther")).status).toBe(200);
  });

  it("shows a ticket with its user, queue, connection, contact and tags", async () => {
    const { json } = await call(getTicket, { headers: ana.headers, params: { id: String(idOf("pendingQ")) } });
    expect(json).toEqual({
      id: idOf("pendingQ"),
      status: "pending",
      userId: null,
      user: null,
      queueId: desk.queueId,
      queue: { id: desk.queueId, name: "Atendimento", color: "#2563eb" },
      whatsappId: desk.whatsappId,
      whatsapp: { id: desk.whatsappId, name: expect.any(String) },
      contactId: expect.any(Number),
      contact: { id: expect.any(Number), name: "Zelda Ramos", number: "5511987650000", profilePicUrl: null },
      idGraf: desk.idGraf,
      isGroup: false,
      tags: [{ id: vip.id, name: "VIP", color: "#16a34a" }],
      lastMessage: "",
      lastMessageFailed: false,
      lastMessageTime: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      unread: false,
      unreadMessages: 0,
      rating: null,
    });
  });
});

describe("filters", () => {
  it("queues: an attendant's selection keeps only their own queues; 'null' selects tickets without a queue", async () => {
    expect(await tabs(ana.headers, { selectedQueueIds: JSON.stringify([desk.queueId]) })).toEqual({
      pending: ["pendingQ"],
      open: ["openAnaQ"],
      closed: [],
    });
    expect(await tabs(ana.headers, { selectedQueueIds: String(desk.otherQueueId) })).toEqual({
      pending: [],
      open: [],
      closed: [],
    });
    expect(await listed(ana.headers, "pending", { selectedQueueIds: "null" })).toEqual(["pendingNoQueue"]);
    expect(await listed(ana.headers, "pending", { selectedQueueIds: `${desk.queueId},null` })).toEqual([
      "pendingNoQueue",
      "pendingQ",
    ]);
    expect(await listed(ana.headers, "pending", { selectedQueueIds: "[]" })).toEqual(["pendingNoQueue", "pendingQ"]);
  });

  it("queues: those who may see all tickets select any queue of the tenant", async () => {
    expect(await tabs(carla.headers, { visibility: "all", selectedQueueIds: `[${desk.otherQueueId}]` })).toEqual({
      pending: ["pendingOther"],
      open: ["openAnaOther", "openBobOther"],
      closed: ["closedAnaOther"],
    });
  });

  it("tags, as JSON or csv", async () => {
    expect(await listed(ana.headers, "pending", { selectedTagsIds: `[${vip.id}]` })).toEqual(["pendingQ"]);
    expect(await listed(ana.headers, "pending", { selectedTagsIds: String(vip.id) })).toEqual(["pendingQ"]);
  });

  it("refuses malformed filters with 400 and an unknown status with 404", async () => {
    const bad = await call(listByStatus, {
      headers: ana.headers,
      path: "/api/listTicketsByStatus/open?selectedQueueIds=[1,",
      params: { status: "open" },
    });
    expect(bad.status).toBe(400);
    const unknown = await call(listByStatus, {
      headers: ana.headers,
      path: "/api/listTicketsByStatus/deleted",
      params: { status: "deleted" },
    });
    expect(unknown.status).toBe(404);
  });

  it("getClosedTickets: the first page of the closed list", async () => {
    const { json } = await call(closedTickets, {
      headers: carla.headers,
      path: `/api/getClosedTickets?visibility=all&pageNumber=3`,
    });
    expect(json.hasMore).toBe(false);
    expect(json.ticketsClosed.map((t: Ticket) => label.get(t.id))).toEqual(["closedBobQ", "closedAnaOther"]);
    const small = await call(closedTickets, {
      headers: carla.headers,
      path: `/api/getClosedTickets?visibility=all&pageSize=1`,
    });
    expect(small.json).toMatchObject({ ticketsClosed: [{ id: idOf("closedBobQ") }], hasMore: true });
  });
});

describe("counts", () => {
  const counts = async (headers: Headers, path: [string, string, number], params: Record<string, string> = {}) => {
    const [withoutQueue, showAll, userId] = path;
    return call(countTickets, {
      headers,
      path: `/api/getCountTickets/${withoutQueue}/${showAll}/${userId}?${query(params)}`,
      params: { withoutQueue, showAll, userId: String(userId) },
    });
  };

  it("match the tabs for the caller", async () => {
    expect((await counts(ana.headers, ["false", "false", ana.id])).json).toEqual({
      openTicketsCount: 2,
      pendingTicketsCount: 2,
      closedTicketsCount: 1,
    });
    expect((await counts(carla.headers, ["true", "true", carla.id])).json).toEqual({
      openTicketsCount: 4,
      pendingTicketsCount: 3,
      closedTicketsCount: 2,
    });
    const queues = await counts(carla.headers, ["false", "true", carla.id], { queueIds: String(desk.otherQueueId) });
    expect(queues.json).toEqual({ openTicketsCount: 2, pendingTicketsCount: 1, closedTicketsCount: 1 });
  });

  it("on the dashboard are filtered by the user's queues, plus tickets without one when asked", async () => {
    const res = await counts(carla.headers, ["true", "true", carla.id], { isToDashBoard: "true" });
    expect(res.json).toEqual({ openTicketsCount: 2, pendingTicketsCount: 2, closedTicketsCount: 1 });
    const withQueueOnly = await counts(carla.headers, ["false", "true", carla.id], { isToDashBoard: "true" });
    expect(withQueueOnly.json.pendingTicketsCount).toBe(1);
  });

  it("on the dashboard of a user in no department are not narrowed to tickets without one", async () => {
    const everything = await counts(desk.admin.headers, ["true", "true", desk.admin.id]);
    expect(everything.json.openTicketsCount).toBeGreaterThan(0);
    expect((await counts(desk.admin.headers, ["true", "true", desk.admin.id], { isToDashBoard: "true" })).json).toEqual(
      everything.json,
    );
  });

  it("of another user: admins get them as that user sees them, attendants are refused", async () => {
    expect((await counts(desk.admin.headers, ["false", "false", ana.id])).json).toEqual({
      openTicketsCount: 2,
      pendingTicketsCount: 2,
      closedTicketsCount: 1,
    });
    expect((await counts(ana.headers, ["false", "false", bob.id])).json.error).toBe("ERR_NO_PERMISSION");
    const stranger = await makeDesk();
    expect((await counts(desk.admin.headers, ["false", "false", stranger.admin.id])).json.error).toBe(
      "ERR_NO_USER_FOUND",
    );
  });
});

describe("dashboard list", () => {
  const board = async (headers: Headers, params: Record<string, string>) => {
    const res = await call(dashboard, { headers, path: `/api/tickets/dashboard?${query(params)}` });
    expect(res.status).toBe(200);
    return {
      names: (res.json.tickets as Ticket[]).map((t) => label.get(t.id)),
      count: res.json.count,
      hasMore: res.json.hasMore,
    };
  };

  it("combines status, visibility, queues, tags, text, unread and day, each list with its count", async () => {
    expect(await board(carla.headers, { showAll: "true", status: "open" })).toEqual({
      names: ["openAnaOther", "openBobQ", "openBobOther", "openAnaQ"],
      count: 4,
      hasMore: false,
    });
    expect((await board(ana.headers, { showAll: "true" })).count).toBe(5);
    expect(
      await board(carla.headers, {
        showAll: "true",
        queueIds: String(desk.otherQueueId),
        isWithoutQueueSelected: "true",
        status: "pending",
      }),
    ).toMatchObject({ names: ["pendingNoQueue", "pendingOther"], count: 2 });
    expect((await board(ana.headers, { tags: `[${vip.id}]` })).names).toEqual(["pendingQ"]);
    expect((await board(ana.headers, { searchParam: "zELDA" })).names).toEqual(["pendingQ"]);
    expect((await board(ana.headers, { searchParam: "98765" })).names).toEqual(["pendingQ"]);
    expect((await board(ana.headers, { withUnreadMessages: "true" })).names).toEqual([
      "openAnaOther",
      "pendingNoQueue",
    ]);
    const today = dayIn(new Date(), env().APP_TIMEZONE);
    expect((await board(ana.headers, { date: today })).count).toBe(5);
    expect((await board(ana.headers, { date: "2000-01-01" })).count).toBe(0);
  });

  it("pages by 15, the dashboard's chart too, whose hours add up to the day's count", async () => {
    const { idGraf, whatsappId } = desk;
    const extra = await Promise.all(
      Array.from({ length: 16 }, () =>
        makeTicket(idGraf, { whatsappId, status: "pending", createdAt: new Date("2001-05-05T12:00:00") }),
      ),
    );
    const page = await board(desk.admin.headers, { showAll: "true", date: "2001-05-05" });
    expect(page).toMatchObject({ count: 16, hasMore: true });
    expect(page.names).toHaveLength(15);
    const chart = await board(desk.admin.headers, { showAll: "true", date: "2001-05-05", dashBoard: "true" });
    expect(chart).toMatchObject({ count: 16, hasMore: true });
    expect(chart.names).toHaveLength(15);
    await prisma.ticket.deleteMany({ where: { id: { in: extra.map((t) => t.id) } } });
  });

  it("counts a day of the company's time zone by hour, every ticket of it, not only a page", async () => {
    const fresh = await makeDesk();
    const contact = await makeContact(fresh.idGraf);
    const closedAt = (iso: string, count: number) =>
      prisma.ticket.createMany({
        data: Array.from({ length: count }, () => ({
          idGraf: fresh.idGraf,
          contactId: contact.id,
          whatsappId: fresh.whatsappId,
          status: "closed",
          createdAt: new Date(iso),
        })),
      });
    // 23:30 of the 9th in São Paulo is the 10th in UTC; 12:00 there is 15:00 UTC.
    await closedAt("2001-06-10T02:30:00Z", 1);
    await closedAt("2001-06-10T15:00:00Z", 1001);
    const hourlyOf = async (date: string) =>
      (
        await call(dashboard, {
          headers: fresh.admin.headers,
          path: `/api/tickets/dashboard?${query({ showAll: "true", date, dashBoard: "true" })}`,
        })
      ).json;
    const ninth = await hourlyOf("2001-06-09");
    expect(ninth).toMatchObject({ count: 1 });
    expect(ninth.hourly[23]).toBe(1);
    const tenth = await hourlyOf("2001-06-10");
    expect(tenth).toMatchObject({ count: 1001, hasMore: true });
    expect(tenth.tickets).toHaveLength(15);
    expect(tenth.hourly[12]).toBe(1001);
    expect(tenth.hourly.reduce((sum: number, n: number) => sum + n, 0)).toBe(1001);
  });
});

describe("pagination", () => {
  it("15 a page at most, newest change first, then the higher id; hasMore while tickets follow", async () => {
    const fresh = await makeDesk();
    const same = new Date("2026-01-01T00:00:00Z");
    const made = [];
    for (let i = 0; i < 17; i += 1) {
      made.push(
        await makeTicket(fresh.idGraf, {
          whatsappId: fresh.whatsappId,
          status: "pending",
          updatedAt: i < 3 ? same : new Date(same.getTime() + i * 1000),
        }),
      );
    }
    const expected = [...made.slice(3).reverse(), ...made.slice(0, 3).reverse()].map((t) => t.id);
    const page = async (params: Record<string, string>) =>
      (
        await call(listByStatus, {
          headers: fresh.admin.headers,
          path: `/api/listTicketsByStatus/pending?${query({ visibility: "all", ...params })}`,
          params: { status: "pending" },
        })
      ).json;

    const first = await page({ pageSize: "40" });
    expect(first.hasMore).toBe(true);
    expect(first.tickets.map((t: Ticket) => t.id)).toEqual(expected.slice(0, 15));
    const second = await page({ pageNumber: "2" });
    expect(second.hasMore).toBe(false);
    expect(second.tickets.map((t: Ticket) => t.id)).toEqual(expected.slice(15));
    const small = await page({ pageSize: "5", pageNumber: "4" });
    expect(small.tickets.map((t: Ticket) => t.id)).toEqual(expected.slice(15));
    // The last full page has more only while a ticket follows it.
    expect(await page({ pageSize: "1", pageNumber: "16" })).toMatchObject({
      tickets: [{ id: expected[15] }],
      hasMore: true,
    });
    expect(await page({ pageSize: "1", pageNumber: "17" })).toMatchObject({
      tickets: [{ id: expected[16] }],
      hasMore: false,
    });
    expect(await page({ pageNumber: "3" })).toMatchObject({ tickets: [], hasMore: false });
  });
});
