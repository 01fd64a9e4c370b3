import { GET as contactOptions } from "@/app/api/contacts/list/route";
import { GET as dashboard } from "@/app/api/tickets/dashboard/route";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { dayIn } from "@/lib/utils/zoned-day";
import { upsertContactRows } from "@/lib/contacts/upsert-contact-rows";
import { call } from "@/tests/support/factories";
import { makeDesk, makeTicket } from "@/tests/support/ticket-factories";

// One tenant's big read or write must not hold the database (on the embedded one, its one
// connection) or the process for everyone: lists are bounded, imports commit as they go.

test("GET /contacts/list answers at most 1000 contacts, by name", async () => {
  const desk = await makeDesk();
  await prisma.$executeRaw`
    INSERT INTO "Contact" ("idGraf", "name", "number", "updatedAt")
    SELECT ${desk.idGraf}, 'Contato ' || lpad(k::text, 5, '0'), '55119' || lpad(k::text, 8, '0'), now() FROM generate_series(1, 1200) AS k`;
  const res = await call(contactOptions, { path: "/api/contacts/list", headers: desk.admin.headers });
  expect(res.status).toBe(200);
  expect(res.json).toHaveLength(1000);
  expect(res.json[0].name).toBe("Contato 00001");
});

test("the dashboard's chart of a day pages by 15 like any list: the day's tickets are counted by hour, not carried", async () => {
  const desk = await makeDesk();
  await Promise.all(
    Array.from({ length: 20 }, () => makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "pending" })),
  );
  // Today as the company counts it: near midnight the machine's day is not the company's.
  const today = dayIn(new Date(), env().APP_TIMEZONE);
  const res = await call(dashboard, {
    path: `/api/tickets/dashboard?dashBoard=true&showAll=true&date=${today}`,
    headers: desk.admin.headers,
  });
  expect(res.json).toMatchObject({ count: 20, hasMore: true });
  expect(res.json.tickets).toHaveLength(15);
  expect(res.json.hourly.reduce((sum: number, n: number) => sum + n, 0)).toBe(20);
});

test("a contacts import commits as it goes: other queries are served while 10,000 rows are stored", async () => {
  const desk = await makeDesk();
  const rows = Array.from({ length: 10_000 }, (_, k) => ({
    line: k + 2,
    name: `Importado ${k}`,
    number: `5521${String(900000000 + k)}`,
    email: "",
    zoneCode: "55",
    extraInfo: [],
  }));
  let importing = true;
  const served: number[] = [];
  const reads = (async () => {
    while (importing) {
      await prisma.tenant.count();
      served.push(Date.now());
    }
  })();
  const started = Date.now();
  const result = await upsertContactRows(desk.idGraf, desk.admin.id, rows);
  const ended = Date.now();
  importing = false;
  await reads;
  expect(result).toEqual({ created: 10_000, updated: 0 });
  // Reads were answered all along, not only once the import was over.
  const middle = served.filter((at) => at > started + (ended - started) / 4 && at < ended - (ended - started) / 4);
  expect(middle.length).toBeGreaterThan(0);
});
