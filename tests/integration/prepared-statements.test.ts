import { pool, prisma } from "@/lib/db/client";
import { claim, enqueue } from "@/lib/jobs/job-queue";
import { publishMessageUpdate } from "@/lib/listeners/realtime/publish-messages";
import { listTicketsByStatus } from "@/lib/tickets/list-tickets-by-status";
import { listTicketsQuerySchema } from "@/lib/tickets/schemas";
import { makeTenant } from "../support/factories";
import { makeAttendant, makeDesk, makeMessage, makeTicket } from "../support/ticket-factories";
import { testJob } from "@/tests/support/test-jobs";

// Prepared statements live in a connection: each check reads the connection the query before it
// used, which the pool hands out again to the next query when nothing else is running.
const preparedRows = (fragment: string) =>
  prisma.$queryRaw<{ name: string; generic_plans: bigint; custom_plans: bigint }[]>`
    SELECT name, generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE ${`%${fragment}%`}`;
const prepared = async (fragment: string) => (await preparedRows(fragment)).map((r) => r.name);

// PostgreSQL plans a prepared statement for its values five times, then keeps a generic plan if
// that looks no dearer; one that never looks so is planned again on every run.
async function plansAfterRuns(fragment: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 8; i++) await run();
  const [row] = await preparedRows(fragment);
  return { generic: Number(row.generic_plans), custom: Number(row.custom_plans) };
}

describe("prepared statements", () => {
  it("a query of few parameters is prepared once under a name and found there the next time", async () => {
    const tenant = await makeTenant();
    for (let i = 0; i < 3; i++) {
      expect(
        await prisma.user.findFirst({
          where: { idGraf: tenant.idGraf, email: tenant.admin.email },
          select: { id: true },
        }),
      ).toEqual({ id: tenant.admin.id });
    }
    const names = await prepared(`FROM "public"."User" AS "t0" WHERE ("t0"."idGraf" = $1 AND "t0"."email" = $2)`);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^s[\w-]{24}$/);
  });

  it("a query of many parameters is not kept: its text changes with the number of values", async () => {
    const tenant = await makeTenant();
    const ids = Array.from({ length: 40 }, (_, i) => tenant.admin.id + i);
    expect(
      await prisma.user.findMany({ where: { id: { in: ids }, idGraf: tenant.idGraf }, select: { id: true } }),
    ).toEqual([{ id: tenant.admin.id }]);
    await prisma.user.count({ where: { idGraf: tenant.idGraf } });
    // The same connection kept the small count, not the wide read before it.
    expect(
      await prepared(
        `SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."User"."id" FROM "public"."User" WHERE "public"."User"."idGraf" = $1`,
      ),
    ).toHaveLength(1);
    expect(await prepared("$40")).toEqual([]);
  });

  it("a pattern search is planned for its term every time, never kept", async () => {
    const tenant = await makeTenant();
    const found = await prisma.user.findMany({
      where: { idGraf: tenant.idGraf, name: { contains: "adm", mode: "insensitive" } },
      select: { id: true },
    });
    expect(found).toEqual([{ id: tenant.admin.id }]);
    await prisma.user.count({ where: { idGraf: tenant.idGraf } });
    expect(
      await prepared(
        `SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."User"."id" FROM "public"."User" WHERE "public"."User"."idGraf" = $1`,
      ),
    ).toHaveLength(1);
    expect(await prepared("ILIKE")).toEqual([]);
  });

  it("the first page of the pending tab keeps one plan instead of being planned on every read", async () => {
    const desk = await makeDesk();
    const attendant = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
    for (let i = 0; i < 20; i++)
      await makeTicket(desk.idGraf, {
        whatsappId: desk.whatsappId,
        status: "pending",
        queueId: i % 2 ? desk.queueId : null,
      });
    const caller = {
      userId: attendant.id,
      idGraf: desk.idGraf,
      name: "",
      email: "",
      profile: "user",
      canSeeAllTickets: false,
      queueIds: [desk.queueId],
    };
    const query = listTicketsQuerySchema.parse({ visibility: "me" });
    const plans = await plansAfterRuns(
      `t."status" = 'pending'%ORDER BY t."updatedAt" DESC, t.id DESC LIMIT`,
      async () => {
        expect((await listTicketsByStatus(caller, "pending", query)).tickets.value).toHaveLength(15);
      },
    );
    expect(plans.generic).toBeGreaterThan(0);
  });

  it("the publish of one message keeps one plan", async () => {
    const desk = await makeDesk();
    const ticket = await makeTicket(desk.idGraf, {
      whatsappId: desk.whatsappId,
      status: "open",
      userId: desk.admin.id,
    });
    const message = await makeMessage(
      { id: ticket.id, idGraf: desk.idGraf, whatsappId: desk.whatsappId },
      { body: "hello" },
    );
    // Enough messages that reading ten of them costs more than reading one, as in any real inbox.
    const more = Array.from({ length: 1000 }, (_, i) => ({
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      whatsappId: desk.whatsappId,
      body: `m${i}`,
    }));
    await prisma.message.createMany({ data: more });
    await prisma.$executeRaw`ANALYZE "Message"`;
    const plans = await plansAfterRuns(`AS ticket%FROM "Message" m WHERE m."idGraf"`, () =>
      publishMessageUpdate(desk.idGraf, message.id),
    );
    expect(plans.generic).toBeGreaterThan(0);
  });

  it("a job claim is planned for the jobs there are each time, never kept", async () => {
    for (let i = 0; i < 10; i++) await enqueue(prisma, testJob("plan-claims"), {}, { key: `plan-claims:${i}` });
    // Up to ten running at once: each claim takes one more while the earlier ones stay claimed.
    for (let i = 0; i < 8; i++) expect((await claim("plan-claims", 1, 10)).jobs).toHaveLength(1);
    expect(await prepared("WITH RECURSIVE tenant")).toEqual([]);
  });

  it("a connection and what it prepared outlive a quiet spell", async () => {
    const tenant = await makeTenant();
    const read = () =>
      prisma.user.findFirst({ where: { idGraf: tenant.idGraf, email: tenant.admin.email }, select: { email: true } });
    await read();
    const open = pool().totalCount;
    // pg closes a connection idle for 10 s unless the pool keeps its minimum.
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      await read();
      jest.advanceTimersByTime(60_000);
    } finally {
      jest.useRealTimers();
    }
    expect(pool().totalCount).toBe(open);
    expect(await prepared(`SELECT "t0"."id", "t0"."email" FROM "public"."User" AS "t0" WHERE`)).toHaveLength(1);
  });
});
